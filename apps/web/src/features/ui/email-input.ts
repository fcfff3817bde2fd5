import type { KeyboardEvent } from 'react';
import { EMAIL_MAX_LENGTH } from '@croupier/contracts/constants';
import { isAllowedEmailKey } from '@croupier/contracts';

/** An email field's input attributes: §5's key filter (characters an address cannot have are dropped) and limit. */
export const EMAIL_INPUT_PROPS = {
  type: 'email',
  autoComplete: 'email',
  autoCapitalize: 'off',
  spellCheck: false,
  maxLength: EMAIL_MAX_LENGTH,
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
    if (!e.ctrlKey && !e.metaKey && !isAllowedEmailKey(e.key)) e.preventDefault();
  },
} as const;

/** The sign-in identifier's input attributes (an email, a +phone or a username: sign-in and forgot password). */
export const IDENTIFIER_INPUT_PROPS = {
  autoComplete: 'username',
  autoCapitalize: 'off',
  spellCheck: false,
  maxLength: EMAIL_MAX_LENGTH,
} as const;
