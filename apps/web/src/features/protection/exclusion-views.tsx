'use client';

import { useState } from 'react';
import {
  FREEZE_DAYS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_OPTIONS,
  SELF_EXCLUSION_SECONDS,
  type TSelfExclusionOption,
} from '@croupier/contracts';
import { formatDate } from '@/lib/format';
import { useQueryClient } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { useAuth } from '../auth/auth-context';
import { AppLink } from '../shell/app-link';
import { LimitsError, LimitsLoading, useLimits } from './limits-view';
import { limitsQuery, PROTECTION_KEY, protectionApi } from './protection-api';
import { IconCalendar, IconClock, IconGauge, IconGhost, IconPause, IconSnowflake } from './protection-icons';
import { ActionError, ChoiceTile, ConfirmDialog, Outcome, Section, Switch, useAction } from './protection-ui';

/** The end of a break starting now (for the confirmation text). */
function untilFromNow(seconds: number): string {
  return new Date(Date.now() + seconds * 1000).toISOString();
}

function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: [...PROTECTION_KEY] });
    await refreshUser();
  };
}

/**
 * Self-exclusion (spec §9 options, issue #8): 1 hour to 1 month or permanent, effective at once, never
 * shortened. The confirmation step says so and needs an explicit "I understand".
 */
export function SelfExclusionSection() {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshAfterChange();
  const [choice, setChoice] = useState<TSelfExclusionOption | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [done, setDone] = useState<{ until: string | null; isPermanent: boolean } | null>(null);
  const { isBusy, error, setError, run } = useAction();
  const optionLabel = (o: TSelfExclusionOption) => t(`rg.exclusion.option.${o}`);
  const until = choice && choice !== 'permanent' ? untilFromNow(SELF_EXCLUSION_SECONDS[choice]) : null;

  const confirm = async () => {
    if (!choice) return;
    const res = await run(() => protectionApi.selfExclude({ duration: choice }));
    if (!res) return;
    setIsConfirming(false);
    setDone(res);
    setChoice(null);
    await refresh();
  };

  return (
    <Section
      title={t('rg.exclusion.title')}
      description={t('rg.exclusion.text')}
      icon={<IconPause size={20} />}
      testId="self-exclusion"
      id="self-exclusion"
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">{t('rg.exclusion.choose')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {SELF_EXCLUSION_OPTIONS.map((o) => (
            <ChoiceTile
              key={o}
              name="self-exclusion"
              value={o}
              isChecked={choice === o}
              onChange={(v) => {
                setChoice(v as TSelfExclusionOption);
                setDone(null);
              }}
              label={optionLabel(o)}
              testId={`self-exclusion-option-${o}`}
            />
          ))}
        </div>
      </fieldset>
      <div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!choice}
          onClick={() => {
            setError(null);
            setIsConfirming(true);
          }}
          data-testid="self-exclusion-continue"
        >
          {t('rg.exclusion.continue')}
        </button>
      </div>
      {done ? (
        <Outcome kind="success" testId="self-exclusion-result">
          {done.isPermanent
            ? t('rg.exclusion.done.permanent')
            : t('rg.exclusion.done', { until: formatDate(done.until, i18n.language, true) })}
        </Outcome>
      ) : null}
      {isConfirming && choice ? (
        <ConfirmDialog
          id="self-exclusion-confirm"
          title={t('rg.exclusion.confirm.title')}
          acknowledgement={t('rg.exclusion.confirm.acknowledge')}
          confirmLabel={t('rg.exclusion.confirm.button', { duration: optionLabel(choice) })}
          isBusy={isBusy}
          error={<ActionError error={error} testId="self-exclusion-error" />}
          onConfirm={() => void confirm()}
          onCancel={() => setIsConfirming(false)}
        >
          <p className="font-semibold" data-testid="self-exclusion-summary">
            {choice === 'permanent'
              ? t('rg.exclusion.confirm.permanent')
              : t('rg.exclusion.confirm.until', { duration: optionLabel(choice), until: formatDate(until, i18n.language, true) })}
          </p>
          <p className="text-sm font-bold text-danger" data-testid="self-exclusion-warning">
            {t('rg.exclusion.confirm.final')}
          </p>
          <ul className="list-disc ps-5 text-sm text-muted">
            <li>{t('rg.exclusion.confirm.withdraw')}</li>
            <li>{t('rg.exclusion.confirm.no.play')}</li>
          </ul>
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}

/** Account freeze (`/profile2/freeze-account`): 1, 3, 7 or 10 days, effective at once, not shortened. */
export function FreezeAccountView() {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshAfterChange();
  const [days, setDays] = useState<(typeof FREEZE_DAYS)[number] | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { isBusy, error, setError, run } = useAction();
  const until = days ? untilFromNow(days * 86_400) : null;

  const confirm = async () => {
    if (!days) return;
    const res = await run(() => protectionApi.freeze({ days }));
    if (!res) return;
    setIsConfirming(false);
    setDone(res.until);
    setDays(null);
    await refresh();
  };

  return (
    <div className="flex flex-col gap-6">
      <Section
        title={t('freeze.title')}
        description={t('freeze.text')}
        icon={<IconSnowflake size={20} />}
        testId="freeze-account"
        id="freeze-account"
      >
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t('freeze.choose')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {FREEZE_DAYS.map((d) => (
              <ChoiceTile
                key={d}
                name="freeze-days"
                value={String(d)}
                isChecked={days === d}
                onChange={(v) => {
                  setDays(Number(v) as (typeof FREEZE_DAYS)[number]);
                  setDone(null);
                }}
                label={t('freeze.days', { count: d })}
                testId={`freeze-option-${d}`}
              />
            ))}
          </div>
        </fieldset>
        <div>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!days}
            onClick={() => {
              setError(null);
              setIsConfirming(true);
            }}
            data-testid="freeze-continue"
          >
            {t('freeze.continue')}
          </button>
        </div>
        {done ? (
          <Outcome kind="success" testId="freeze-result">
            {t('freeze.done', { until: formatDate(done, i18n.language, true) })}
          </Outcome>
        ) : null}
      </Section>
      <p className="text-sm text-muted">
        {t('freeze.longer')}{' '}
        <AppLink href="/profile/responsible-gaming#self-exclusion" className="text-link">
          {t('rg.exclusion.title')}
        </AppLink>
      </p>
      {isConfirming && days ? (
        <ConfirmDialog
          id="freeze-confirm"
          title={t('freeze.confirm.title')}
          acknowledgement={t('rg.exclusion.confirm.acknowledge')}
          confirmLabel={t('freeze.confirm.button', { count: days })}
          isBusy={isBusy}
          error={<ActionError error={error} testId="freeze-error" />}
          onConfirm={() => void confirm()}
          onCancel={() => setIsConfirming(false)}
        >
          <p className="font-semibold" data-testid="freeze-summary">
            {t('freeze.confirm.until', { count: days, until: formatDate(until, i18n.language, true) })}
          </p>
          <p className="text-sm font-bold text-danger">{t('rg.exclusion.confirm.final')}</p>
          <ul className="list-disc ps-5 text-sm text-muted">
            <li>{t('rg.exclusion.confirm.withdraw')}</li>
            <li>{t('rg.exclusion.confirm.no.play')}</li>
          </ul>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** Reality check interval (or off). */
export function RealityCheckSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const limits = useLimits();
  const current = limits.data?.realityCheckMinutes ?? null;
  const [value, setValue] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null | undefined>(undefined);
  const { isBusy, error, run } = useAction();
  const selected = value ?? (current === null ? 'off' : String(current));

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const minutes = selected === 'off' ? null : (Number(selected) as (typeof REALITY_CHECK_MINUTES)[number]);
    const res = await run(() => protectionApi.setRealityCheck({ minutes }));
    if (!res) return;
    setSaved(res.minutes);
    setValue(null);
    await queryClient.invalidateQueries({ queryKey: [...PROTECTION_KEY] });
  };

  return (
    <Section
      title={t('reality.check.setting.title')}
      description={t('reality.check.setting.text')}
      icon={<IconClock size={20} />}
      testId="reality-check-setting"
      id="reality-check"
    >
      <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(e) => void save(e)}>
        <div className="min-w-0 flex-1 sm:max-w-xs">
          <label htmlFor="reality-check-interval" className="field-label">
            {t('reality.check.setting.label')}
          </label>
          <select
            id="reality-check-interval"
            className="field-control"
            value={selected}
            onChange={(e) => {
              setValue(e.target.value);
              setSaved(undefined);
            }}
            disabled={limits.isPending || isBusy}
            data-testid="reality-check-interval"
          >
            <option value="off">{t('reality.check.setting.off')}</option>
            {REALITY_CHECK_MINUTES.map((m) => (
              <option key={m} value={String(m)}>
                {t('reality.check.setting.every', { count: m })}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={limits.isPending || isBusy || value === null}
          data-testid="reality-check-save"
        >
          {t('limits.save')}
        </button>
      </form>
      <ActionError error={error} testId="reality-check-error" />
      {saved !== undefined ? (
        <Outcome kind="success" testId="reality-check-result">
          {saved === null ? t('reality.check.setting.saved.off') : t('reality.check.setting.saved', { count: saved })}
        </Outcome>
      ) : null}
    </Section>
  );
}

/** Ghost mode (shown as Hidden in public feeds) and the reward calendar opt-out (PUT /api/user/privacy). */
export function PrivacyView() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const limits = useLimits();
  const { isBusy, error, run } = useAction();
  const [saved, setSaved] = useState<string | null>(null);
  if (limits.isPending) return <LimitsLoading />;
  const data = limits.data;
  if (!data) return <LimitsError onRetry={() => void limits.refetch()} />;
  const change = async (patch: { isGhostMode?: boolean; isRewardCalendarOptOut?: boolean }, messageKey: string) => {
    setSaved(null);
    const res = await run(() => protectionApi.setPrivacy(patch));
    if (!res) return;
    queryClient.setQueryData(limitsQuery.queryKey, (old: typeof data | undefined) => (old ? { ...old, ...res } : old));
    setSaved(messageKey);
  };
  return (
    <div className="flex flex-col gap-6">
      <Section title={t('privacy.ghost.title')} icon={<IconGhost size={20} />} testId="ghost-mode" id="ghost-mode">
        <Switch
          label={t('privacy.ghost.label')}
          description={t('privacy.ghost.text')}
          isOn={data.isGhostMode}
          isDisabled={isBusy}
          onChange={(on) => void change({ isGhostMode: on }, on ? 'privacy.ghost.on' : 'privacy.ghost.off')}
          testId="ghost-mode-switch"
        />
      </Section>
      <Section title={t('privacy.calendar.title')} icon={<IconCalendar size={20} />} testId="reward-calendar-opt-out" id="reward-calendar">
        <Switch
          label={t('privacy.calendar.label')}
          description={t('privacy.calendar.text')}
          isOn={data.isRewardCalendarOptOut}
          isDisabled={isBusy}
          onChange={(on) => void change({ isRewardCalendarOptOut: on }, on ? 'privacy.calendar.on' : 'privacy.calendar.off')}
          testId="reward-calendar-switch"
        />
      </Section>
      <ActionError error={error} testId="privacy-error" />
      {saved ? (
        <Outcome kind="success" testId="privacy-result">
          {t(saved)}
        </Outcome>
      ) : null}
    </div>
  );
}

/** Responsible gaming hub: self-exclusion, reality check and the way to every limit and the freeze. */
export function ResponsibleGamingView() {
  const { t } = useTranslation();
  const links = [
    { href: '/profile2/limits', label: t('limits.title'), text: t('rg.link.limits'), icon: IconGauge, testId: 'rg-link-limits' },
    {
      href: '/profile/session-limit',
      label: t('limits.session.title'),
      text: t('rg.link.session'),
      icon: IconClock,
      testId: 'rg-link-session',
    },
    {
      href: '/profile2/freeze-account',
      label: t('freeze.title'),
      text: t('rg.link.freeze'),
      icon: IconSnowflake,
      testId: 'rg-link-freeze',
    },
    { href: '/profile/privacy', label: t('privacy.title'), text: t('rg.link.privacy'), icon: IconGhost, testId: 'rg-link-privacy' },
  ];
  return (
    <div className="flex flex-col gap-6" data-testid="responsible-gaming">
      <p className="text-muted">{t('rg.intro')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {links.map((l) => (
          <li key={l.href}>
            <AppLink
              href={l.href}
              className="card flex h-full items-start gap-3 p-4 no-underline transition-colors hover:border-primary"
              data-testid={l.testId}
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary" aria-hidden="true">
                <l.icon size={20} />
              </span>
              <span className="min-w-0">
                <span className="block font-bold">{l.label}</span>
                <span className="block text-sm text-muted">{l.text}</span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
      <RealityCheckSection />
      <SelfExclusionSection />
      <p className="text-sm text-muted">
        {t('rg.help')}{' '}
        <AppLink href="/responsible-gambling" className="text-link">
          {t('rg.help.link')}
        </AppLink>
      </p>
    </div>
  );
}
