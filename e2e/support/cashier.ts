// Cashier helpers shared by the journeys: players in the states the cashier cares about.
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { HOUSE_GAME_ID, launchGame, linkFromOutbox, PASSWORD, signUpByApi, uniqueEmail, walletCall, type TNewPlayer } from './server';

/** Fills the cashier's card form (a sandbox card: 4242… succeeds; docs/cashier.md lists the others). */
export async function fillCard(page: Page, number = '4242 4242 4242 4242'): Promise<void> {
  const form = page.getByTestId('cashier-card-form');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Cardholder name').fill('Ada Tester');
}

/** An Indian player paying in rupees (UPI is offered in India only, and needs a phone number). */
export async function signUpIndianPlayer(request: APIRequestContext): Promise<TNewPlayer> {
  const body = {
    email: uniqueEmail('upi'),
    password: PASSWORD,
    firstName: 'Asha',
    lastName: 'Rao',
    phoneCode: '91',
    phone: `98${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`,
    dateOfBirth: '1990-02-11',
    countryCode: 'IN',
  };
  const res = await request.post('/api/user/sign-up', {
    data: { ...body, currencyCode: 'INR', gender: 'Not to say', termsAccepted: true, userDeviceType: 'desktop' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const json = (await res.json()) as { data: { accessToken: string; createUser: { userId: string } } };
  return { ...body, accessToken: json.data.accessToken, userId: json.data.createUser.userId };
}

/** A player who may withdraw: verified email, a credited deposit, and the deposit wagered once. */
export async function eligiblePlayer(request: APIRequestContext): Promise<TNewPlayer> {
  const player = await signUpByApi(request);
  const { link } = await linkFromOutbox(request, player.email, 'verify');
  await request.get(link, { maxRedirects: 0 });
  const auth = { authorization: `Bearer ${player.accessToken}` };
  const res = await request.post('/api/user/deposit', {
    headers: auth,
    data: { kind: 'card', paymentMethodId: 'visa', amount: '40', card: { number: '4242424242424242', expiry: '12/34', cvc: '123', holderName: 'Ada Tester' } },
  });
  expect(res.status(), await res.text()).toBe(200);
  await expect
    .poll(async () => ((await (await request.get('/api/user/get-user-details', { headers: auth })).json()) as { data: { depositCount: number } }).data.depositCount, {
      message: 'the deposit is credited by the webhook',
      timeout: 15_000,
    })
    .toBe(1);
  // Wager the deposit once (spec §4: withdrawals wait for deposit wagering): bet 40, win 40 back.
  const { sessionToken, currency } = await launchGame(request, player.accessToken);
  const roundId = randomUUID();
  const bet = { sessionToken, transactionId: `bet-${randomUUID()}`, roundId, gameId: HOUSE_GAME_ID, currency, amount: 4000 };
  await walletCall(request, 'bet', bet);
  await walletCall(request, 'win', { ...bet, transactionId: `win-${randomUUID()}`, amount: 4000, referenceTransactionId: bet.transactionId, roundClosed: true });
  return player;
}
