import { z } from 'zod';
import { MSG } from './messages';

/**
 * Every validation message is an i18n key (DESIGN.md §1), also for issues a
 * schema gives no message of its own (wrong JSON types, unknown enum values):
 * zod's English defaults would reach players as raw text otherwise.
 * Schema-level messages keep precedence over this fallback.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined || issue.input === null ? MSG.required : MSG.format;
      case 'too_big':
        return issue.origin === 'string' ? MSG.maxLength : MSG.format;
      case 'too_small':
        return issue.origin === 'string' ? MSG.required : MSG.format;
      default:
        return MSG.format;
    }
  },
});

export {};
