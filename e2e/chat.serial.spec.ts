// Live chat with support (docs/chat.md): with showLiveChat on, a button on every page opens the chat. A guest is
// asked to sign in; a player writes, an agent answers with the operator tool, and the answer appears at once (and
// on the button while the chat is closed). The setting is site-wide, so these journeys run alone (serial-settings).
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { setSiteSettingValue } from './support/protection';
import { croupier, signUpByApi } from './support/server';
import { acceptCookiesUpFront, dialog, gotoHydrated, socketConnected, useAccessToken } from './support/ui';

test.beforeAll(async ({ request }) => setSiteSettingValue(request, 'showLiveChat', true));
test.afterAll(async ({ request }) => setSiteSettingValue(request, 'showLiveChat', false));

const launcher = (page: Page) => page.getByTestId('chat-launcher');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Live chat' });

test('a guest who opens the chat is asked to sign in', async ({ page, context }) => {
  await acceptCookiesUpFront(context);
  await gotoHydrated(page, '/casino');
  await expect(launcher(page)).toHaveAccessibleName('Live chat');
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByTestId('chat-guest')).toContainText('Sign in to chat with our support team.');
  await expect(panel(page).getByRole('textbox')).toHaveCount(0);
  expect(await axeViolations(page, '[data-testid="chat-panel"]')).toEqual([]);
  await panel(page).getByTestId('chat-login').click();
  await expect(dialog(page, 'Sign in')).toBeVisible();
});

test('a player writes to support, an agent answers from the operator tool, and the answer arrives live', async ({
  page,
  context,
  request,
}) => {
  const player = await signUpByApi(request);
  await acceptCookiesUpFront(context);
  await useAccessToken(context, player.accessToken);
  const connected = socketConnected(page);
  await gotoHydrated(page, '/casino');
  await connected;

  // Open: an empty thread and the composer has the focus.
  await launcher(page).click();
  const chat = panel(page);
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(chat.getByTestId('chat-empty')).toBeVisible();
  const input = chat.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeFocused();
  await expect(chat.getByTestId('chat-send')).toBeDisabled();

  // Enter sends; Shift+Enter is a new line.
  await input.fill('Hello, my deposit');
  await input.press('Shift+Enter');
  await input.pressSequentially('has not arrived yet.');
  await input.press('Enter');
  const mine = chat.locator('[data-testid="chat-message"][data-sender="player"]');
  await expect(mine).toHaveCount(1);
  await expect(mine.getByTestId('chat-body')).toHaveText('Hello, my deposit\nhas not arrived yet.');
  await expect(mine).toContainText('You');
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();

  // Support sees it waiting and answers.
  expect(await croupier('chat', 'inbox')).toContain(`${player.email}  1 message(s) waiting`);
  expect(
    await croupier('chat', 'reply', player.email, 'Hi Ada, it is on its way: give it ten minutes.', '--as', 'Ana', '--actor', 'e2e'),
  ).toContain('Answered');
  const answer = chat.locator('[data-testid="chat-message"][data-sender="agent"]');
  await expect(answer.getByTestId('chat-body')).toHaveText('Hi Ada, it is on its way: give it ten minutes.');
  await expect(answer).toContainText('Ana · Support');
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);
  expect(await croupier('chat', 'inbox')).not.toContain(player.email);
  // Accessible in both themes (labels, roles, contrast of the bubbles).
  expect(await axeViolations(page, '[data-testid="chat-panel"]')).toEqual([]);
  await gotoHydrated(page, '/casino?theme=lulu');
  await launcher(page).click();
  await expect(chat.locator('[data-testid="chat-message"][data-sender="agent"]')).toHaveCount(1);
  expect(await axeViolations(page, '[data-testid="chat-panel"]')).toEqual([]);

  // Escape closes it and gives the focus back; an answer while it is closed shows on the button.
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await croupier('chat', 'reply', player.email, 'Your deposit is in: good luck!', '--as', 'Ana', '--actor', 'e2e');
  await expect(page.getByTestId('chat-unread')).toHaveText('1');
  await expect(launcher(page)).toHaveAccessibleName('Live chat, 1 unread answer');

  // Opening the chat reads it, for good (a reload shows no unread answer).
  await launcher(page).click();
  await expect(chat.locator('[data-testid="chat-message"][data-sender="agent"]')).toHaveCount(2);
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);
  await expect(launcher(page)).toHaveAccessibleName('Live chat');
  await page.getByTestId('chat-close').click();
  await page.reload();
  await expect(launcher(page)).toBeVisible();
  await expect(launcher(page)).toHaveAccessibleName('Live chat');
  await launcher(page).click();
  await expect(chat.getByTestId('chat-message')).toHaveCount(3);
  expect(await croupier('chat', 'show', player.email)).toContain('player: Hello, my deposit');

});

test('an answer sent while the connection was down shows once the network is back', async ({ page, context, request }) => {
  const player = await signUpByApi(request);
  await acceptCookiesUpFront(context);
  await useAccessToken(context, player.accessToken);
  // The page's realtime connection goes through here; while the network is "down", what the server sends is lost
  // (a blip, a phone tab asleep, a deploy: events go to no one and are not sent again).
  let isDown = false;
  let lost = 0;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => {
      if (!isDown) ws.send(m);
      else if (String(m).includes('chat')) lost++;
    });
  });
  const connected = socketConnected(page);
  await gotoHydrated(page, '/casino');
  await connected;
  await launcher(page).click();
  const chat = panel(page);
  await chat.getByRole('textbox', { name: 'Message' }).fill('Is anyone there?');
  await chat.getByTestId('chat-send').click();
  await expect(chat.locator('[data-testid="chat-message"][data-sender="player"]')).toHaveCount(1);
  await page.getByTestId('chat-close').click();

  isDown = true;
  await croupier('chat', 'reply', player.email, 'Anything else I can do?', '--as', 'Ana', '--actor', 'e2e');
  await expect.poll(() => lost, { message: "the answer's event went out, and was lost" }).toBeGreaterThan(0);
  isDown = false;
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);
  // The network drops and comes back (the browser says so): the thread is read again.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByTestId('chat-unread')).toHaveText('1');
});


test('the chat is not offered on a game page, nor when showLiveChat is off', async ({ page, context, request }) => {
  await acceptCookiesUpFront(context);
  await gotoHydrated(page, '/casino');
  await expect(launcher(page)).toBeVisible();
  // A game page keeps the screen for the game.
  await gotoHydrated(page, '/casino/games/lucky-sevens?mode=demo');
  await expect(page.getByTestId('game-stage')).toBeVisible();
  await expect(page.getByTestId('chat-launcher')).toHaveCount(0);
  await gotoHydrated(page, '/casino');
  await expect(launcher(page)).toBeVisible();
  await setSiteSettingValue(request, 'showLiveChat', false);
  await page.reload();
  await expect(page.getByTestId('chat-launcher')).toHaveCount(0);
  await setSiteSettingValue(request, 'showLiveChat', true);
});
