'use client';

import { useId, useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { birthdayPickerYears, clampBirthday, daysInMonth, defaultBirthday, formatIsoDate, isEmptyDateOfBirth, parseIsoDate } from '@croupier/contracts';
import { FieldMessages } from './form-field';
import { IconLock } from './icons';
import { dateTimeFormat } from '@/lib/format';

interface TBirthdayPickerProps {
  label: string;
  value: string | null | undefined;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  error?: string;
  lockedReason?: string;
  testId?: string;
  /** With an empty value, show empty selects instead of the default date (profile form). */
  isEmptyShown?: boolean;
}

/** §5 birthday picker: day/month/year selects, last 100 years, default 18 years ago, day clamped to the month. */
export function BirthdayPicker({ label, value, onChange, onBlur, error, lockedReason, testId = 'birthday', isEmptyShown = false }: TBirthdayPickerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const parsed = !isEmptyDateOfBirth(value) ? parseIsoDate(value!) : null;
  const current = parsed
    ? { year: parsed.getUTCFullYear(), month: parsed.getUTCMonth() + 1, day: parsed.getUTCDate() }
    : defaultBirthday();
  const years = useMemo(() => birthdayPickerYears(), []);
  const months = useMemo(() => {
    let fmt: Intl.DateTimeFormat;
    try {
      fmt = dateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    } catch {
      fmt = dateTimeFormat('en', { month: 'long', timeZone: 'UTC' });
    }
    return Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: fmt.format(new Date(Date.UTC(2000, i, 1))) }));
  }, [i18n.language]);
  const isBlank = isEmptyShown && !parsed;
  const dayCount = daysInMonth(current.year, current.month);
  const blankOption = isBlank ? <option value="">—</option> : null;
  const set = (patch: Partial<typeof current>) => {
    const next = clampBirthday(patch.year ?? current.year, patch.month ?? current.month, patch.day ?? current.day);
    onChange(formatIsoDate(next.year, next.month, next.day));
  };
  const isLocked = !!lockedReason;
  const describedBy = [error ? `${id}-error` : null, lockedReason ? `${id}-locked` : null].filter(Boolean).join(' ') || undefined;
  const selectProps = {
    // Narrow columns (a phone's modal): less padding, so that "November" and "September" fit whole.
    className: 'field-control !ps-2.5 !pe-7',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    disabled: isLocked,
    onBlur,
  } as const;
  return (
    <fieldset data-testid={testId}>
      <legend className="field-label flex items-center gap-1.5">
        {label}
        {isLocked ? <IconLock size={14} /> : null}
      </legend>
      <div className="grid grid-cols-[1fr_1.6fr_1.2fr] gap-2">
        <div>
          <label htmlFor={`${id}-d`} className="sr-only">
            {t('form.birthday.day')}
          </label>
          <select id={`${id}-d`} value={isBlank ? '' : current.day} onChange={(e) => set({ day: Number(e.target.value) })} data-testid={`${testId}-day`} {...selectProps}>
            {blankOption}
            {Array.from({ length: dayCount }, (_, i) => i + 1).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-m`} className="sr-only">
            {t('form.birthday.month')}
          </label>
          <select id={`${id}-m`} value={isBlank ? '' : current.month} onChange={(e) => set({ month: Number(e.target.value) })} data-testid={`${testId}-month`} {...selectProps}>
            {blankOption}
            {months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-y`} className="sr-only">
            {t('form.birthday.year')}
          </label>
          <select id={`${id}-y`} value={isBlank ? '' : current.year} onChange={(e) => set({ year: Number(e.target.value) })} data-testid={`${testId}-year`} {...selectProps}>
            {blankOption}
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FieldMessages id={id} error={error} lockedReason={lockedReason} />
    </fieldset>
  );
}
