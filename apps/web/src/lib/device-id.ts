import { DEVICE_ID_STORAGE_KEY } from '@croupier/contracts/constants';

/**
 * This browser's device id (spec §3 uidToken, sent with sign-up and login): a random id kept in local storage. The
 * server compares it to refuse a referral from the referrer's own device and to spot duplicate accounts for bonuses.
 * Null when storage is unavailable.
 */
export function getDeviceId(): string | null {
  try {
    let id = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    if (!id || id.length < 8) {
      // getRandomValues works on plain http too (randomUUID needs a secure context).
      id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
      localStorage.setItem(DEVICE_ID_STORAGE_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}
