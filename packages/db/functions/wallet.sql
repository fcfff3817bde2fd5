-- Seamless-wallet hot path: one database round trip per wallet call (docs/decisions/0007).
--
-- Repeatable: applied after the migrations on every start (CREATE OR REPLACE), so this file is the one
-- definition of these functions. The rules are those of docs/wallet-api.md and docs/ledger.md and match
-- the TypeScript ledger (apps/server/src/modules/wallet/ledger.ts): accounts are created when missing and
-- locked FOR UPDATE in id order; a transfer is immutable with entries summing to zero; cached balances are
-- updated in the same transaction; player balances cannot go below zero (CHECK constraint); every movement
-- writes its outbox rows in the same transaction. SQL that PostgreSQL 15 and PGlite (PostgreSQL 18) accept.

-- Superseded signatures (CREATE OR REPLACE cannot change a function's arguments).
DROP FUNCTION IF EXISTS croupier_wallet_bet(text, text, text, text, text, text, bigint, text, timestamptz);

-- The house shard that takes a player's bets (same hash as houseShardOf in ledger.ts).
CREATE OR REPLACE FUNCTION croupier_house_owner(p_user uuid) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  s text := p_user::text;
  h bigint := 0;
  i int;
BEGIN
  FOR i IN 1..length(s) LOOP
    h := (h * 31 + ascii(substr(s, i, 1))) % 4294967296;
  END LOOP;
  RETURN 'system:h' || (h % 64)::text;
END $$;

-- Minor units → a JSON number in major units (toMajorNumber in contracts/money.ts).
-- STABLE, like to_jsonb and jsonb_build_object in its body: the planner then inlines it into the calling statement.
-- Declared IMMUTABLE it was run as a separate SQL function on every call, parsed and planned each time (a sixth of
-- PostgreSQL's CPU per wallet call, docs/decisions/0010).
CREATE OR REPLACE FUNCTION croupier_major(p_minor bigint, p_exponent int) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT to_jsonb(trim_scale(p_minor::numeric / (10::numeric ^ p_exponent)))
$$;

-- splitProportionally(amount, [cash, bonus]) of contracts/money.ts: floor shares, the remainder to cash first.
CREATE OR REPLACE FUNCTION croupier_split(p_amount bigint, p_cash numeric, p_bonus numeric, OUT cash_part bigint, OUT bonus_part bigint)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  v_rest bigint;
BEGIN
  IF p_cash + p_bonus = 0 THEN
    cash_part := p_amount;
    bonus_part := 0;
    RETURN;
  END IF;
  cash_part := floor(p_amount * p_cash / (p_cash + p_bonus));
  bonus_part := floor(p_amount * p_bonus / (p_cash + p_bonus));
  v_rest := p_amount - cash_part - bonus_part;
  IF v_rest > 0 AND p_cash > 0 THEN cash_part := cash_part + 1; v_rest := v_rest - 1; END IF;
  IF v_rest > 0 AND p_bonus > 0 THEN bonus_part := bonus_part + 1; END IF;
END $$;

-- The wallet answer: status, transactionId and, with a session, currency and balances. STABLE so that it is inlined
-- (see croupier_major).
CREATE OR REPLACE FUNCTION croupier_wallet_answer(p_status text, p_txn text, p_currency text, p_cash bigint, p_bonus bigint) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_strip_nulls(jsonb_build_object(
    'status', p_status, 'transactionId', p_txn, 'currency', p_currency,
    'balance', p_cash + p_bonus, 'cash', p_cash, 'bonus', p_bonus))
$$;

-- Player balances of a session (fun money in demo mode), without locks.
CREATE OR REPLACE FUNCTION croupier_session_balance(p_session uuid, p_mode text, p_user uuid, p_currency text, OUT cash bigint, OUT bonus bigint)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_mode = 'demo' THEN
    SELECT gs.fun_balance, 0 INTO cash, bonus FROM game_sessions gs WHERE gs.id = p_session;
  ELSE
    SELECT coalesce(sum(a.balance) FILTER (WHERE a.kind = 'cash'), 0), coalesce(sum(a.balance) FILTER (WHERE a.kind = 'bonus'), 0)
      INTO cash, bonus
      FROM ledger_accounts a WHERE a.owner = p_user::text AND a.currency = p_currency AND a.kind IN ('cash', 'bonus');
  END IF;
END $$;

-- Locks (creating when missing) the player's cash and bonus accounts and their house shard, in id order.
CREATE OR REPLACE FUNCTION croupier_lock_play_accounts(p_user uuid, p_currency text,
  OUT cash_id bigint, OUT cash bigint, OUT bonus_id bigint, OUT bonus bigint, OUT house_id bigint, OUT house bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_house text := croupier_house_owner(p_user);
  r record;
  n int;
BEGIN
  FOR attempt IN 1..2 LOOP
    n := 0;
    FOR r IN
      SELECT a.id, a.kind, a.balance FROM ledger_accounts a
       WHERE (a.owner = p_user::text AND a.kind IN ('cash', 'bonus') AND a.currency = p_currency)
          OR (a.owner = v_house AND a.kind = 'house' AND a.currency = p_currency)
       ORDER BY a.id FOR UPDATE
    LOOP
      n := n + 1;
      IF r.kind = 'cash' THEN cash_id := r.id; cash := r.balance;
      ELSIF r.kind = 'bonus' THEN bonus_id := r.id; bonus := r.balance;
      ELSE house_id := r.id; house := r.balance; END IF;
    END LOOP;
    EXIT WHEN n = 3;
    -- Create the missing rows first (no lock is held on a row that does not exist), then lock all in id order.
    INSERT INTO ledger_accounts (owner, user_id, kind, currency, is_system)
    VALUES (p_user::text, p_user, 'cash', p_currency, false), (p_user::text, p_user, 'bonus', p_currency, false), (v_house, NULL, 'house', p_currency, true)
    ON CONFLICT DO NOTHING;
  END LOOP;
  IF n < 3 THEN
    RAISE EXCEPTION 'could not lock the play accounts of %', p_user;
  END IF;
END $$;

-- Posts a bet or win transfer (house shard ↔ player cash and bonus) on locked accounts, with its entries,
-- balances and outbox row. p_cash and p_bonus are signed from the player's side.
CREATE OR REPLACE FUNCTION croupier_post_play(p_key text, p_kind text, p_user uuid, p_currency text,
  p_cash_id bigint, p_cash_before bigint, p_cash bigint,
  p_bonus_id bigint, p_bonus_before bigint, p_bonus bigint, p_house_id bigint, p_house_before bigint,
  p_metadata jsonb, p_event text, p_event_payload jsonb, p_now timestamptz) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_transfer bigint;
  v_house bigint := -(p_cash + p_bonus);
  v_exp int;
BEGIN
  INSERT INTO ledger_transfers (idempotency_key, kind, status, user_id, currency, amount, metadata, created_at)
  VALUES (p_key, p_kind, 'posted', p_user, p_currency, abs(v_house), p_metadata, p_now)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_transfer;
  IF v_transfer IS NULL THEN
    RAISE EXCEPTION 'wallet transfer % already exists', p_key;
  END IF;
  INSERT INTO ledger_entries (transfer_id, account_id, amount, currency, balance_after, created_at)
  SELECT v_transfer, e.account_id, e.amount, p_currency, e.balance_after, p_now
    FROM (VALUES (1, p_cash_id, p_cash, p_cash_before + p_cash), (2, p_bonus_id, p_bonus, p_bonus_before + p_bonus),
                 (3, p_house_id, v_house, p_house_before + v_house)) AS e(ord, account_id, amount, balance_after)
   WHERE e.amount <> 0
   ORDER BY e.ord;
  UPDATE ledger_accounts a SET balance = a.balance + d.delta
    FROM (VALUES (p_cash_id, p_cash), (p_bonus_id, p_bonus), (p_house_id, v_house)) AS d(id, delta)
   WHERE a.id = d.id AND d.delta <> 0;
  -- Real-money play per 30-minute bucket (limits, stats, reality check, rakeback cycles).
  INSERT INTO player_play_buckets AS b (user_id, currency, bucket_start, bet_cash, bet_bonus, win_cash, win_bonus, bets)
  VALUES (p_user, p_currency, date_bin('30 minutes', p_now, TIMESTAMPTZ '2000-01-01 00:00:00+00'),
          CASE WHEN p_kind = 'bet' THEN -p_cash ELSE 0 END, CASE WHEN p_kind = 'bet' THEN -p_bonus ELSE 0 END,
          CASE WHEN p_kind = 'win' THEN p_cash ELSE 0 END, CASE WHEN p_kind = 'win' THEN p_bonus ELSE 0 END,
          CASE WHEN p_kind = 'bet' THEN 1 ELSE 0 END)
  ON CONFLICT (user_id, currency, bucket_start) DO UPDATE SET
    bet_cash = b.bet_cash + excluded.bet_cash, bet_bonus = b.bet_bonus + excluded.bet_bonus,
    win_cash = b.win_cash + excluded.win_cash, win_bonus = b.win_bonus + excluded.win_bonus, bets = b.bets + excluded.bets;
  SELECT c.exponent INTO v_exp FROM currencies c WHERE c.code = p_currency;
  v_exp := coalesce(v_exp, 2);
  -- One outbox row for both events: the relay sends p_event, then 'balance' (outbox.ts, docs/decisions/0010).
  INSERT INTO outbox_events (user_id, event, payload, balance_payload, created_at)
  VALUES (p_user, p_event, p_event_payload, jsonb_build_object('currency', p_currency,
            'cash', croupier_major(p_cash_before + p_cash, v_exp),
            'nonCash', croupier_major(p_bonus_before + p_bonus, v_exp),
            'total', croupier_major(p_cash_before + p_cash + p_bonus_before + p_bonus, v_exp)), p_now);
  RETURN v_transfer;
END $$;

-- The answer to a repeated transactionId: the first answer when the fields match, else DUPLICATE_TRANSACTION;
-- NULL when the id is new.
--
-- Idempotency (docs/decisions/0010): a bet or win writes its wallet_transactions row once, with its answer, at the
-- end of the call. Two calls with the same id serialise on the lock they both take before asking this (the
-- player's play accounts, or the demo session row), so the second sees the first's committed row. Calls that take
-- no such lock (a zero win, a tombstone of a rollback, the same id on another player's session) meet at the unique
-- index: the later INSERT fails with unique_violation, the whole call (or group) rolls back, and the API runs the
-- call again (call-batcher.ts), which then answers here.
CREATE OR REPLACE FUNCTION croupier_wallet_repeat(p_provider text, p_txn text, p_type text, p_fingerprint text) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  ex record;
BEGIN
  SELECT w.type, w.fingerprint, w.response INTO ex FROM wallet_transactions w WHERE w.provider_id = p_provider AND w.transaction_id = p_txn;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF ex.type = p_type AND ex.fingerprint = p_fingerprint AND ex.response IS NOT NULL THEN
    RETURN ex.response;
  END IF;
  RETURN jsonb_build_object('status', 'DUPLICATE_TRANSACTION', 'transactionId', p_txn);
END $$;

-- Responsible-gaming limits on a bet (issue #8, docs/protection.md): the first limit the bet would break,
-- as a spec §3 bet limit type, or NULL. Call with the player's accounts locked, so the same player's bets
-- are checked one after another. Rolling windows over 30-minute play buckets; a pending change whose
-- cooling-off has passed is in force. A confirmed bonus buy is exempt from the max-bet limit once.
CREATE OR REPLACE FUNCTION croupier_bet_limit_breach(p_user uuid, p_currency text, p_game text, p_amount bigint, p_is_bonus_buy boolean, p_now timestamptz)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  l record;
  v_window interval;
  v_bets numeric;
  v_wins numeric;
  v_exempt boolean;
BEGIN
  FOR l IN
    SELECT pl.kind, pl.period,
           CASE WHEN pl.pending_effective_at IS NOT NULL AND pl.pending_effective_at <= p_now
                THEN CASE WHEN pl.is_pending_removal THEN NULL ELSE pl.pending_amount END
                ELSE pl.amount END AS amount
      FROM player_limits pl
     WHERE pl.user_id = p_user AND pl.kind IN ('maxBet', 'bet', 'loss', 'monthlyWinnings')
       AND (pl.currency IS NULL OR pl.currency = p_currency)
     ORDER BY CASE pl.kind WHEN 'maxBet' THEN 0 WHEN 'bet' THEN 1 WHEN 'loss' THEN 2 ELSE 3 END, pl.period
  LOOP
    CONTINUE WHEN l.amount IS NULL;
    IF l.kind = 'maxBet' THEN
      IF p_amount > l.amount THEN
        v_exempt := false;
        IF p_is_bonus_buy THEN
          UPDATE player_protection SET bonus_buy_exempt_game_id = NULL, bonus_buy_exempt_until = NULL
           WHERE user_id = p_user AND bonus_buy_exempt_game_id = p_game AND bonus_buy_exempt_until > p_now;
          v_exempt := FOUND;
        END IF;
        IF NOT v_exempt THEN RETURN 'maxBetLimit'; END IF;
      END IF;
      CONTINUE;
    END IF;
    v_window := CASE WHEN l.kind = 'monthlyWinnings' OR l.period = 2 THEN interval '30 days' WHEN l.period = 1 THEN interval '7 days' ELSE interval '1 day' END;
    SELECT coalesce(sum(b.bet_cash + b.bet_bonus), 0), coalesce(sum(b.win_cash + b.win_bonus), 0) INTO v_bets, v_wins
      FROM player_play_buckets b
     WHERE b.user_id = p_user AND b.currency = p_currency AND b.bucket_start > p_now - v_window;
    IF l.kind = 'bet' AND v_bets + p_amount > l.amount THEN
      RETURN (ARRAY['dailyBetLimit', 'weeklyBetLimit', 'monthlyBetLimit'])[l.period + 1];
    ELSIF l.kind = 'loss' AND v_bets - v_wins + p_amount > l.amount THEN
      RETURN (ARRAY['dailyLossLimit', 'weeklyLossLimit', 'monthlyLossLimit'])[l.period + 1];
    ELSIF l.kind = 'monthlyWinnings' AND v_wins - v_bets >= l.amount THEN
      RETURN 'monthlyWinningsLimit';
    END IF;
  END LOOP;
  RETURN NULL;
END $$;

-- /api/wallet/v1/balance
CREATE OR REPLACE FUNCTION croupier_wallet_balance(p_provider text, p_token_hash text) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  s record;
  b record;
BEGIN
  SELECT gs.id, gs.user_id, gs.mode, gs.currency INTO s FROM game_sessions gs WHERE gs.token_hash = p_token_hash AND gs.provider_id = p_provider;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('status', 'SESSION_NOT_FOUND');
  END IF;
  SELECT * INTO b FROM croupier_session_balance(s.id, s.mode, s.user_id, s.currency);
  RETURN croupier_wallet_answer('OK', NULL, s.currency, b.cash, b.bonus);
END $$;

-- /api/wallet/v1/bet: cash first, then bonus money (a REAL_MONEY_ONLY bonus keeps its money locked); with an active
-- bonus, ineligible games answer BONUS_GAME_NOT_ELIGIBLE and stakes above its bonus bet limit LIMIT_REACHED
-- (limitType bonusBetLimit), and the stake advances its wagering. Refusals leave nothing behind (no row is written).
CREATE OR REPLACE FUNCTION croupier_wallet_bet(p_provider text, p_token_hash text, p_txn text, p_round text, p_game text,
  p_currency text, p_amount bigint, p_fingerprint text, p_now timestamptz, p_is_bonus_buy boolean) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  s record;
  b record;
  acc record;
  v_status text;
  v_fun bigint;
  v_cash_part bigint := p_amount;
  v_bonus_part bigint := 0;
  v_transfer bigint;
  v_response jsonb;
  v_limit text;
  pb record;
  g record;
  v_spendable bigint;
  v_counted bigint := 0;
  v_check boolean := false;
  v_pb uuid;
BEGIN
  SELECT gs.id, gs.user_id, gs.game_id, gs.currency, gs.mode, gs.expires_at, gs.ended_at,
         u.id IS NOT NULL AS has_user, u.locked_at, u.is_self_exclusion_permanent AS permanent, u.self_exclusion_until AS until,
         pp.frozen_until
    INTO s
    FROM game_sessions gs LEFT JOIN users u ON u.id = gs.user_id LEFT JOIN player_protection pp ON pp.user_id = gs.user_id
   WHERE gs.token_hash = p_token_hash AND gs.provider_id = p_provider;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('status', 'SESSION_NOT_FOUND', 'transactionId', p_txn);
  END IF;

  -- Take the lock that the same transactionId's other calls take too, then look for an earlier call (see
  -- croupier_wallet_repeat): demo money is on the session row, real money on the player's play accounts.
  IF s.mode = 'demo' THEN
    SELECT gs.fun_balance INTO v_fun FROM game_sessions gs WHERE gs.id = s.id FOR UPDATE;
  ELSIF s.has_user THEN
    SELECT * INTO acc FROM croupier_lock_play_accounts(s.user_id, s.currency);
  END IF;
  v_response := croupier_wallet_repeat(p_provider, p_txn, 'bet', p_fingerprint);
  IF v_response IS NOT NULL THEN
    RETURN v_response;
  END IF;

  v_status := CASE
    WHEN s.ended_at IS NOT NULL OR s.expires_at <= p_now THEN 'SESSION_EXPIRED'
    WHEN s.currency <> p_currency THEN 'CURRENCY_MISMATCH'
    WHEN p_game <> s.game_id THEN 'INVALID_REQUEST'
    WHEN (NOT s.has_user AND s.mode <> 'demo')
      OR (s.has_user AND (s.locked_at IS NOT NULL OR s.permanent OR (s.until IS NOT NULL AND s.until > p_now)
                          OR (s.frozen_until IS NOT NULL AND s.frozen_until > p_now))) THEN 'PLAYER_BLOCKED'
  END;

  IF v_status IS NULL AND s.mode = 'demo' THEN
    IF v_fun < p_amount THEN
      v_status := 'INSUFFICIENT_FUNDS';
    ELSE
      UPDATE game_sessions SET fun_balance = fun_balance - p_amount WHERE id = s.id;
      v_response := croupier_wallet_answer('OK', p_txn, s.currency, v_fun - p_amount, 0);
    END IF;
  ELSIF v_status IS NULL THEN
    -- The bonus being wagered (issue #6, docs/bonuses.md), locked after the accounts like the bonus engine does:
    -- ineligible games and stakes above its bonus bet limit are refused; REAL_MONEY_ONLY keeps its money locked.
    SELECT p.id, p.wagering_type, p.max_bet, p.wagered, p.wager_required, p.contributions, p.eligible_game_ids, p.excluded_game_ids
      INTO pb FROM player_bonuses p
     WHERE p.user_id = s.user_id AND p.status = 'active' AND p.slot = 'money' AND p.currency = s.currency
     FOR UPDATE;
    v_pb := pb.id;
    IF v_pb IS NOT NULL THEN
      SELECT gd.kind, gd.is_bonus_compatible INTO g FROM game_details gd WHERE gd.game_id = p_game;
      IF NOT coalesce(g.is_bonus_compatible, false) OR p_game = ANY(pb.excluded_game_ids)
         OR (cardinality(pb.eligible_game_ids) > 0 AND NOT p_game = ANY(pb.eligible_game_ids)) THEN
        v_status := 'BONUS_GAME_NOT_ELIGIBLE';
      ELSIF pb.max_bet IS NOT NULL AND p_amount > pb.max_bet THEN
        v_status := 'LIMIT_REACHED';
        v_limit := 'bonusBetLimit';
      END IF;
    END IF;
    IF v_status IS NULL THEN
      v_spendable := CASE WHEN pb.wagering_type = 'REAL_MONEY_ONLY' THEN acc.cash ELSE acc.cash + acc.bonus END;
      IF v_spendable < p_amount THEN
        v_status := 'INSUFFICIENT_FUNDS';
      ELSE
        v_limit := croupier_bet_limit_breach(s.user_id, s.currency, p_game, p_amount, coalesce(p_is_bonus_buy, false), p_now);
        IF v_limit IS NOT NULL THEN v_status := 'LIMIT_REACHED'; END IF;
      END IF;
    END IF;
    IF v_status IS NULL THEN
      v_cash_part := least(acc.cash, p_amount);
      v_bonus_part := p_amount - v_cash_part;
      IF v_pb IS NOT NULL THEN
        -- Wagering progress: the stake (REAL_MONEY_ONLY: its real-money part) times the game kind's contribution.
        v_counted := floor((CASE WHEN pb.wagering_type = 'REAL_MONEY_ONLY' THEN v_cash_part ELSE p_amount END)
                           * coalesce((pb.contributions ->> coalesce(g.kind, 'other'))::numeric, 0) / 100);
        IF v_counted > 0 THEN
          UPDATE player_bonuses SET wagered = wagered + v_counted, updated_at = p_now WHERE id = pb.id;
        END IF;
        v_check := pb.wagered + v_counted >= pb.wager_required OR acc.bonus - v_bonus_part = 0;
      END IF;
      v_transfer := croupier_post_play('bet:' || p_provider || ':' || p_txn, 'bet', s.user_id, s.currency,
        acc.cash_id, acc.cash, -v_cash_part, acc.bonus_id, acc.bonus, -v_bonus_part, acc.house_id, acc.house,
        jsonb_strip_nulls(jsonb_build_object('providerId', p_provider, 'gameId', p_game, 'roundId', p_round, 'transactionId', p_txn,
          'playerBonusId', v_pb, 'bonusWagered', CASE WHEN v_pb IS NULL THEN NULL ELSE v_counted END)),
        'debit', jsonb_build_object('amount', p_amount, 'currency', s.currency, 'gameId', p_game, 'roundId', p_round), p_now);
      v_response := croupier_wallet_answer('OK', p_txn, s.currency, acc.cash - v_cash_part, acc.bonus - v_bonus_part);
    END IF;
  END IF;

  IF v_status IS NOT NULL THEN
    -- A refused bet does not consume its transactionId (as if its transaction had rolled back): nothing is written.
    SELECT * INTO b FROM croupier_session_balance(s.id, s.mode, s.user_id, s.currency);
    v_response := croupier_wallet_answer(v_status, p_txn, s.currency, b.cash, b.bonus);
    RETURN CASE WHEN v_limit IS NULL THEN v_response ELSE v_response || jsonb_build_object('limitType', v_limit) END;
  END IF;

  -- The idempotency record, written once with its answer (a concurrent call with the same id: unique_violation).
  INSERT INTO wallet_transactions (provider_id, transaction_id, type, user_id, game_session_id, game_id, round_id, currency, amount,
    cash_amount, bonus_amount, fingerprint, response, transfer_id, is_demo, created_at)
  VALUES (p_provider, p_txn, 'bet', s.user_id, s.id, p_game, p_round, p_currency, p_amount,
    v_cash_part, v_bonus_part, p_fingerprint, v_response, v_transfer, s.mode = 'demo', p_now);
  -- Not stored: tells the caller the bonus may be done (wagered, or its money gone) and should be settled.
  RETURN CASE WHEN v_check THEN v_response || jsonb_build_object('bonusCheck', v_pb) ELSE v_response END;
END $$;

-- /api/wallet/v1/win: credited in the proportions the round's standing bets (the player's) were taken; accepted after
-- the session ended; a win without a bet is cash; a win whose bets were all rolled back is refused (INVALID_REQUEST,
-- nothing recorded); a zero win only closes the round.
CREATE OR REPLACE FUNCTION croupier_wallet_win(p_provider text, p_token_hash text, p_txn text, p_round text, p_game text,
  p_currency text, p_amount bigint, p_reference text, p_fingerprint text, p_now timestamptz) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  s record;
  b record;
  acc record;
  v_bet_cash numeric;
  v_bet_bonus numeric;
  v_cash_part bigint;
  v_bonus_part bigint;
  v_fun bigint;
  v_transfer bigint;
  v_response jsonb;
  pb record;
  v_pb uuid;
  v_bet_pb text;
  v_bonus_after bigint;
  v_standing bigint;
  v_voided bigint;
BEGIN
  SELECT gs.id, gs.user_id, gs.game_id, gs.currency, gs.mode INTO s
    FROM game_sessions gs WHERE gs.token_hash = p_token_hash AND gs.provider_id = p_provider;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('status', 'SESSION_NOT_FOUND', 'transactionId', p_txn);
  END IF;
  IF s.currency <> p_currency OR p_game <> s.game_id THEN
    SELECT * INTO b FROM croupier_session_balance(s.id, s.mode, s.user_id, s.currency);
    RETURN croupier_wallet_answer(CASE WHEN s.currency <> p_currency THEN 'CURRENCY_MISMATCH' ELSE 'INVALID_REQUEST' END, p_txn, s.currency, b.cash, b.bonus);
  END IF;

  -- The lock the same transactionId's other calls take too, then an earlier call (see croupier_wallet_repeat).
  -- A zero real-money win moves nothing and locks nothing: the unique index stops a concurrent twin.
  IF s.mode = 'demo' THEN
    PERFORM 1 FROM game_sessions gs WHERE gs.id = s.id FOR UPDATE;
  ELSIF p_amount > 0 THEN
    SELECT * INTO acc FROM croupier_lock_play_accounts(s.user_id, s.currency);
  END IF;
  v_response := croupier_wallet_repeat(p_provider, p_txn, 'win', p_fingerprint);
  IF v_response IS NOT NULL THEN
    RETURN v_response;
  END IF;

  -- The round's standing bets of this player, and the bonus (issue #6) whose money they staked, if any (two queries,
  -- so each uses its index; the player is matched with IS NOT DISTINCT FROM, which no index serves, so that the
  -- player's (user_id, created_at) index is never chosen over them). Rolled-back bets and rollback tombstones are counted apart: a win for a round whose bets
  -- were all rolled back is refused (the stake went back; paying it would make the round free, its bonus share cash).
  IF p_reference IS NOT NULL THEN
    SELECT coalesce(sum(w.cash_amount) FILTER (WHERE NOT w.is_rolled_back), 0), coalesce(sum(w.bonus_amount) FILTER (WHERE NOT w.is_rolled_back), 0),
           max(t.metadata ->> 'playerBonusId') FILTER (WHERE w.bonus_amount > 0 AND NOT w.is_rolled_back),
           count(*) FILTER (WHERE NOT w.is_rolled_back), count(*) FILTER (WHERE w.is_rolled_back)
      INTO v_bet_cash, v_bet_bonus, v_bet_pb, v_standing, v_voided
      FROM wallet_transactions w LEFT JOIN ledger_transfers t ON t.id = w.transfer_id
     WHERE w.provider_id = p_provider AND w.transaction_id = p_reference AND w.type IN ('bet', 'tombstone')
       AND w.user_id IS NOT DISTINCT FROM s.user_id;
  ELSE
    SELECT coalesce(sum(w.cash_amount) FILTER (WHERE NOT w.is_rolled_back), 0), coalesce(sum(w.bonus_amount) FILTER (WHERE NOT w.is_rolled_back), 0),
           max(t.metadata ->> 'playerBonusId') FILTER (WHERE w.bonus_amount > 0 AND NOT w.is_rolled_back),
           count(*) FILTER (WHERE NOT w.is_rolled_back), count(*) FILTER (WHERE w.is_rolled_back)
      INTO v_bet_cash, v_bet_bonus, v_bet_pb, v_standing, v_voided
      FROM wallet_transactions w LEFT JOIN ledger_transfers t ON t.id = w.transfer_id
     WHERE w.provider_id = p_provider AND w.round_id = p_round AND w.type IN ('bet', 'tombstone')
       AND w.user_id IS NOT DISTINCT FROM s.user_id;
  END IF;
  IF v_standing = 0 AND v_voided > 0 THEN
    SELECT * INTO b FROM croupier_session_balance(s.id, s.mode, s.user_id, s.currency);
    RETURN croupier_wallet_answer('INVALID_REQUEST', p_txn, s.currency, b.cash, b.bonus);
  END IF;
  SELECT sp.cash_part, sp.bonus_part INTO v_cash_part, v_bonus_part FROM croupier_split(p_amount, v_bet_cash, v_bet_bonus) sp;

  IF s.mode = 'demo' THEN
    UPDATE game_sessions SET fun_balance = fun_balance + p_amount WHERE id = s.id RETURNING fun_balance INTO v_fun;
    v_response := croupier_wallet_answer('OK', p_txn, s.currency, v_fun, 0);
  ELSIF p_amount > 0 THEN
    -- The bonus being wagered (issue #6), locked after the accounts. The share of a win staked with the money of
    -- a bonus that has ended since (cancelled, expired) is forfeited: it is not paid.
    SELECT p.id, p.wagered, p.wager_required INTO pb FROM player_bonuses p
     WHERE p.user_id = s.user_id AND p.status = 'active' AND p.slot = 'money' AND p.currency = s.currency
     FOR UPDATE;
    v_pb := pb.id;
    IF v_bonus_part > 0 AND v_bet_pb IS NOT NULL AND (v_pb IS NULL OR v_pb::text <> v_bet_pb) THEN
      v_bonus_part := 0;
    END IF;
    IF v_cash_part + v_bonus_part > 0 THEN
      v_transfer := croupier_post_play('win:' || p_provider || ':' || p_txn, 'win', s.user_id, s.currency,
        acc.cash_id, acc.cash, v_cash_part, acc.bonus_id, acc.bonus, v_bonus_part, acc.house_id, acc.house,
        jsonb_build_object('providerId', p_provider, 'gameId', p_game, 'roundId', p_round, 'transactionId', p_txn),
        'credit', jsonb_build_object('amount', v_cash_part + v_bonus_part, 'currency', s.currency, 'gameId', p_game, 'roundId', p_round), p_now);
    END IF;
    v_bonus_after := acc.bonus + v_bonus_part;
    v_response := croupier_wallet_answer('OK', p_txn, s.currency, acc.cash + v_cash_part, v_bonus_after);
  ELSE
    SELECT * INTO b FROM croupier_session_balance(s.id, s.mode, s.user_id, s.currency);
    SELECT p.id, p.wagered, p.wager_required INTO pb FROM player_bonuses p
     WHERE p.user_id = s.user_id AND p.status = 'active' AND p.slot = 'money' AND p.currency = s.currency;
    v_pb := pb.id;
    v_bonus_after := b.bonus;
    v_response := croupier_wallet_answer('OK', p_txn, s.currency, b.cash, b.bonus);
  END IF;

  -- The idempotency record, written once with its answer (a concurrent call with the same id: unique_violation).
  INSERT INTO wallet_transactions (provider_id, transaction_id, type, user_id, game_session_id, game_id, round_id, currency, amount,
    cash_amount, bonus_amount, reference_transaction_id, fingerprint, response, transfer_id, is_demo, created_at)
  VALUES (p_provider, p_txn, 'win', s.user_id, s.id, p_game, p_round, p_currency, p_amount,
    v_cash_part, v_bonus_part, p_reference, p_fingerprint, v_response, v_transfer, s.mode = 'demo', p_now);
  -- Not stored: the round closed and the bonus may be done (wagered, or its money gone): the caller settles it.
  IF v_pb IS NOT NULL THEN
    IF pb.wagered >= pb.wager_required OR v_bonus_after = 0 THEN
      RETURN v_response || jsonb_build_object('bonusCheck', v_pb);
    END IF;
  END IF;
  RETURN v_response;
END $$;

-- Writes the rows of the calls that croupier_wallet_batch settled in memory (docs/decisions/0013), as a handful of
-- set-based statements instead of six statements per call: their transfers with entries, the accounts' balances,
-- the play buckets, the outbox rows and the idempotency rows, exactly the rows croupier_post_play and the calls'
-- own INSERTs write. One array element per settled call (p_ord: its 1-based index in p_calls); p_transfer is NULL
-- for a call that moved nothing (a zero win); p_cash and p_bonus are the parts moved, >= 0. The accounts' new
-- balances come as a_bal beside the balances the table holds (a_db), all locked by the caller: they are checked
-- against the entries written here.
CREATE OR REPLACE FUNCTION croupier_wallet_flush(p_calls jsonb, p_ord int[], p_transfer bigint[], p_cash bigint[], p_bonus bigint[],
  p_cash_after bigint[], p_bonus_after bigint[], p_house_after bigint[], p_cash_id bigint[], p_bonus_id bigint[], p_house_id bigint[],
  p_user uuid[], p_session uuid[], p_exp int[], p_response jsonb[], a_id bigint[], a_bal bigint[], a_db bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_wrong bigint;
BEGIN
  INSERT INTO ledger_transfers (id, idempotency_key, kind, status, user_id, currency, amount, metadata, created_at)
  SELECT f.transfer, (c ->> 'fn') || ':' || (c ->> 'provider') || ':' || (c ->> 'txn'), c ->> 'fn', 'posted', f.user_id, c ->> 'currency',
         f.cash + f.bonus,
         CASE WHEN c ->> 'fn' = 'bet'
              THEN jsonb_strip_nulls(jsonb_build_object('providerId', c ->> 'provider', 'gameId', c ->> 'game', 'roundId', c ->> 'round', 'transactionId', c ->> 'txn'))
              ELSE jsonb_build_object('providerId', c ->> 'provider', 'gameId', c ->> 'game', 'roundId', c ->> 'round', 'transactionId', c ->> 'txn') END,
         (c ->> 'now')::timestamptz
    FROM unnest(p_ord, p_transfer, p_cash, p_bonus, p_user) AS f(ord, transfer, cash, bonus, user_id)
    CROSS JOIN LATERAL (SELECT p_calls -> (f.ord - 1)) AS x(c)
   WHERE f.transfer IS NOT NULL
   ORDER BY f.ord;

  -- The entries (the player's side negative for a bet, positive for a win; the house shard the opposite), and the
  -- accounts' balances moved by the sum of their entries. Those must come to the balances the caller settled
  -- (a_bal, from a_db in the table), and only on accounts it locked: otherwise the group fails as a whole.
  WITH ins AS (
  INSERT INTO ledger_entries (transfer_id, account_id, amount, currency, balance_after, created_at)
  SELECT f.transfer, e.account_id, e.amount, c ->> 'currency', e.balance_after, (c ->> 'now')::timestamptz
    FROM unnest(p_ord, p_transfer, p_cash, p_bonus, p_cash_after, p_bonus_after, p_house_after, p_cash_id, p_bonus_id, p_house_id)
         AS f(ord, transfer, cash, bonus, cash_after, bonus_after, house_after, cash_id, bonus_id, house_id)
    CROSS JOIN LATERAL (SELECT p_calls -> (f.ord - 1), CASE WHEN p_calls -> (f.ord - 1) ->> 'fn' = 'bet' THEN -1 ELSE 1 END) AS x(c, sign)
    CROSS JOIN LATERAL (VALUES (1, f.cash_id, x.sign * f.cash, f.cash_after), (2, f.bonus_id, x.sign * f.bonus, f.bonus_after),
                               (3, f.house_id, -x.sign * (f.cash + f.bonus), f.house_after)) AS e(k, account_id, amount, balance_after)
   WHERE f.transfer IS NOT NULL AND e.amount <> 0
   ORDER BY f.ord, e.k
  RETURNING account_id, amount),
  d AS (SELECT ins.account_id, sum(ins.amount)::bigint AS delta FROM ins GROUP BY ins.account_id),
  upd AS (UPDATE ledger_accounts a SET balance = a.balance + d.delta FROM d WHERE a.id = d.account_id AND d.delta <> 0 RETURNING a.id, a.balance)
  SELECT (SELECT count(*) FROM unnest(a_id, a_bal, a_db) AS u(id, bal, db) LEFT JOIN d ON d.account_id = u.id
           WHERE u.db + coalesce(d.delta, 0) <> u.bal)
       + (SELECT count(*) FROM upd JOIN unnest(a_id, a_bal) AS u(id, bal) ON u.id = upd.id WHERE upd.balance <> u.bal)
       + (SELECT count(*) FROM d WHERE d.account_id <> ALL (a_id))
    INTO v_wrong;
  IF v_wrong > 0 THEN
    RAISE EXCEPTION 'wallet group: % account balances do not match their entries', v_wrong;
  END IF;

  -- Real-money play per 30-minute bucket, summed per bucket first (one statement cannot update a row twice).
  INSERT INTO player_play_buckets AS b (user_id, currency, bucket_start, bet_cash, bet_bonus, win_cash, win_bonus, bets)
  SELECT f.user_id, c ->> 'currency', date_bin('30 minutes', (c ->> 'now')::timestamptz, TIMESTAMPTZ '2000-01-01 00:00:00+00'),
         sum(CASE WHEN c ->> 'fn' = 'bet' THEN f.cash ELSE 0 END), sum(CASE WHEN c ->> 'fn' = 'bet' THEN f.bonus ELSE 0 END),
         sum(CASE WHEN c ->> 'fn' = 'win' THEN f.cash ELSE 0 END), sum(CASE WHEN c ->> 'fn' = 'win' THEN f.bonus ELSE 0 END),
         count(*) FILTER (WHERE c ->> 'fn' = 'bet')
    FROM unnest(p_ord, p_transfer, p_cash, p_bonus, p_user) AS f(ord, transfer, cash, bonus, user_id)
    CROSS JOIN LATERAL (SELECT p_calls -> (f.ord - 1)) AS x(c)
   WHERE f.transfer IS NOT NULL
   GROUP BY 1, 2, 3
  ON CONFLICT (user_id, currency, bucket_start) DO UPDATE SET
    bet_cash = b.bet_cash + excluded.bet_cash, bet_bonus = b.bet_bonus + excluded.bet_bonus,
    win_cash = b.win_cash + excluded.win_cash, win_bonus = b.win_bonus + excluded.win_bonus, bets = b.bets + excluded.bets;

  -- One outbox row for all these movements (event `batch`, docs/decisions/0014): per movement the player, the
  -- `debit` or `credit` event and the balance after it (outbox.ts sends both, as for a row of its own, decision 0010).
  INSERT INTO outbox_events (user_id, event, payload, created_at)
  SELECT NULL, 'batch',
         jsonb_build_object('events', jsonb_agg(jsonb_build_object(
           'u', f.user_id, 'e', CASE WHEN c ->> 'fn' = 'bet' THEN 'debit' ELSE 'credit' END,
           'p', jsonb_build_object('amount', f.cash + f.bonus, 'currency', c ->> 'currency', 'gameId', c ->> 'game', 'roundId', c ->> 'round'),
           'b', jsonb_build_object('currency', c ->> 'currency', 'cash', croupier_major(f.cash_after, f.exp), 'nonCash', croupier_major(f.bonus_after, f.exp),
                                   'total', croupier_major(f.cash_after + f.bonus_after, f.exp))) ORDER BY f.ord)),
         min((c ->> 'now')::timestamptz)
    FROM unnest(p_ord, p_transfer, p_cash, p_bonus, p_cash_after, p_bonus_after, p_user, p_exp) AS f(ord, transfer, cash, bonus, cash_after, bonus_after, user_id, exp)
    CROSS JOIN LATERAL (SELECT p_calls -> (f.ord - 1)) AS x(c)
   WHERE f.transfer IS NOT NULL
  HAVING count(*) > 0;

  -- The idempotency rows, with their answers (a transactionId committed meanwhile by another transaction:
  -- unique_violation, the group rolls back and the API runs its calls one by one).
  INSERT INTO wallet_transactions (provider_id, transaction_id, type, user_id, game_session_id, game_id, round_id, currency, amount,
    cash_amount, bonus_amount, reference_transaction_id, fingerprint, response, transfer_id, is_demo, created_at)
  SELECT c ->> 'provider', c ->> 'txn', c ->> 'fn', f.user_id, f.session, c ->> 'game', c ->> 'round', c ->> 'currency', (c ->> 'amount')::bigint,
         f.cash, f.bonus, CASE WHEN c ->> 'fn' = 'win' THEN c ->> 'reference' END, c ->> 'fingerprint', f.response, f.transfer, false,
         (c ->> 'now')::timestamptz
    FROM unnest(p_ord, p_transfer, p_cash, p_bonus, p_user, p_session, p_response) AS f(ord, transfer, cash, bonus, user_id, session, response)
    CROSS JOIN LATERAL (SELECT p_calls -> (f.ord - 1)) AS x(c)
   ORDER BY f.ord;
END $$;

-- Several bet and win calls in one transaction and one round trip (docs/decisions/0009): the API groups the calls
-- that arrive while the previous group is running, so one commit serves them all. Each call answers exactly as on
-- its own, in array order (a later call sees the earlier ones), and its answer is at the same index of the result.
-- A call that raises aborts the group; the API then runs each call on its own.
--
-- Lock order: a call alone locks its player's accounts and house shard in id order, like every other transaction.
-- A group holds the locks of all its calls until its one commit, so it first locks the play accounts and house
-- shards of every player in the group, all in one id order, before any call runs (the calls then find them
-- locked): a group and any other transaction take accounts in the same global order and cannot deadlock on them.
-- A group that has to wait longer than its lock timeout for a lock fails and the API runs its calls one by one.
--
-- Set-based (docs/decisions/0013): everything the group's calls read is fetched in one statement before the first
-- runs (sessions, players, earlier calls with the same transactionId, a win's standing bets), and the common calls —
-- a real-money bet or win of a player without an active bonus or betting limits — are settled in memory on the
-- locked balances and written together by croupier_wallet_flush. Every other call runs the one-call function
-- (croupier_wallet_bet / croupier_wallet_win) after the calls before it have been written, so it reads exactly what
-- it would have read on its own: a demo session, a player with an active bonus (wagering, eligibility, bonus bet
-- limit) or with limits (a bet), a transactionId seen earlier in the group, a win whose bet is earlier in the group.
CREATE OR REPLACE FUNCTION croupier_wallet_batch(p_calls jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_out jsonb[] := '{}';
  v_answer jsonb;
  v_status text;
  v_owners text[];
  v_kinds text[];
  v_currencies text[];
  v_players uuid[];
  v_houses text[];
  -- The locked play accounts, in id order: id, owner|kind|currency, balance with the calls settled so far, in the table.
  a_id bigint[];
  a_key text[];
  a_bal bigint[];
  a_db bigint[];
  -- Earlier calls of the group: their provider + transactionId; bets by provider + transactionId and provider + round.
  v_seen text[] := '{}';
  v_bet_txns text[] := '{}';
  v_bet_rounds text[] := '{}';
  v_is_slow boolean;
  v_write boolean;
  v_cash bigint;
  v_bonus bigint;
  v_transfer bigint;
  -- Settled calls not written yet (see croupier_wallet_flush).
  f_ord int[] := '{}';
  f_transfer bigint[] := '{}';
  f_cash bigint[] := '{}';
  f_bonus bigint[] := '{}';
  f_cash_after bigint[] := '{}';
  f_bonus_after bigint[] := '{}';
  f_house_after bigint[] := '{}';
  f_cash_id bigint[] := '{}';
  f_bonus_id bigint[] := '{}';
  f_house_id bigint[] := '{}';
  f_user uuid[] := '{}';
  f_session uuid[] := '{}';
  f_exp int[] := '{}';
  f_response jsonb[] := '{}';
BEGIN
  PERFORM set_config('lock_timeout', '200ms', true);
  -- The read below is planned for 100 calls of unknown shape (a generic plan): its cost estimate can pass
  -- jit_above_cost, and compiling it (tens of milliseconds) would cost more than running it.
  PERFORM set_config('jit', 'off', true);
  -- The play accounts (cash, bonus, house shard) of the group's real-money players, as unique keys.
  WITH p AS (
    SELECT DISTINCT gs.user_id, gs.currency
      FROM jsonb_array_elements(p_calls) AS e(value)
      CROSS JOIN LATERAL (SELECT g.user_id, g.currency FROM game_sessions g
                           WHERE g.token_hash = e.value ->> 'tokenHash' AND g.provider_id = e.value ->> 'provider'
                             AND g.user_id IS NOT NULL AND g.mode <> 'demo' LIMIT 1) gs),
  h AS (SELECT p.user_id, p.currency, croupier_house_owner(p.user_id) AS house FROM p),
  w AS (SELECT h.user_id::text AS owner, k.kind, h.currency FROM h CROSS JOIN (VALUES ('cash'), ('bonus')) AS k(kind)
        UNION SELECT h.house, 'house', h.currency FROM h)
  -- Arrays that belong together come from one aggregate each, so their elements line up.
  SELECT x.owners, x.kinds, x.currencies, y.players, y.houses
    INTO v_owners, v_kinds, v_currencies, v_players, v_houses
    FROM (SELECT coalesce(array_agg(w.owner), '{}') AS owners, coalesce(array_agg(w.kind), '{}') AS kinds,
                 coalesce(array_agg(w.currency), '{}') AS currencies FROM w) x,
         (SELECT coalesce(array_agg(h.user_id ORDER BY h.user_id), '{}') AS players,
                 coalesce(array_agg(h.house ORDER BY h.user_id), '{}') AS houses FROM h) y;
  FOR attempt IN 1..2 LOOP
    -- Found by their unique key one by one, then locked in id order.
    SELECT coalesce(array_agg(l.id ORDER BY l.id), '{}'), coalesce(array_agg(l.k ORDER BY l.id), '{}'), coalesce(array_agg(l.balance ORDER BY l.id), '{}')
      INTO a_id, a_key, a_bal
      FROM (
        SELECT a.id, a.owner || '|' || a.kind || '|' || a.currency AS k, a.balance FROM ledger_accounts a
         WHERE a.id = ANY (ARRAY(
           SELECT x.id FROM unnest(v_owners, v_kinds, v_currencies) AS w(owner, kind, currency)
            CROSS JOIN LATERAL (SELECT a2.id FROM ledger_accounts a2 WHERE a2.owner = w.owner AND a2.kind = w.kind AND a2.currency = w.currency LIMIT 1) x))
         ORDER BY a.id FOR UPDATE OF a) l;
    EXIT WHEN cardinality(a_id) >= cardinality(v_owners);
    -- First play in a currency or of a house shard: create the missing rows, then lock again in id order.
    INSERT INTO ledger_accounts (owner, user_id, kind, currency, is_system)
    SELECT w.owner, CASE WHEN w.kind = 'house' THEN NULL ELSE w.owner::uuid END, w.kind, w.currency, w.kind = 'house'
      FROM unnest(v_owners, v_kinds, v_currencies) AS w(owner, kind, currency)
    ON CONFLICT DO NOTHING;
  END LOOP;
  a_db := a_bal;

  -- Everything the calls read, as the group starts (the loop's cursor keeps this snapshot; what the group's own
  -- calls change is tracked above or sends the call to the one-call function).
  FOR r IN
    SELECT e.ord::int AS ord, e.value ->> 'fn' AS fn, e.value ->> 'provider' AS provider, e.value ->> 'tokenHash' AS token_hash,
           e.value ->> 'txn' AS txn, e.value ->> 'round' AS round, e.value ->> 'game' AS game, e.value ->> 'currency' AS currency,
           (e.value ->> 'amount')::bigint AS amount, e.value ->> 'reference' AS reference, e.value ->> 'fingerprint' AS fingerprint,
           (e.value ->> 'now')::timestamptz AS now, (e.value ->> 'isBonusBuy')::boolean AS is_bonus_buy,
           s.session_id, s.user_id, s.session_game, s.session_currency, s.mode, s.expires_at, s.ended_at,
           s.has_user, s.locked_at, s.permanent, s.until, s.frozen_until, s.has_bonus, s.has_limits, s.exponent,
           wt.is_repeat IS NOT NULL AS is_repeat, wt.type AS repeat_type, wt.fingerprint AS repeat_fingerprint, wt.response AS repeat_response,
           sp.cash_part AS win_cash, sp.bonus_part AS win_bonus, sb.bet_pb, coalesce(sb.bet_voided, false) AS bet_voided,
           array_position(a_key, s.user_id::text || '|cash|' || s.session_currency) AS ic,
           array_position(a_key, s.user_id::text || '|bonus|' || s.session_currency) AS ib,
           array_position(a_key, v_houses[array_position(v_players, s.user_id)] || '|house|' || s.session_currency) AS ih
      -- Look-ups by index, one call at a time (LATERAL ... LIMIT 1: the planner cannot turn them into hash joins over
      -- whole tables, which its estimate of 100 calls per group would otherwise choose).
      FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS e(value, ord)
      LEFT JOIN LATERAL (
        SELECT gs.id AS session_id, gs.user_id, gs.game_id AS session_game, gs.currency AS session_currency, gs.mode, gs.expires_at, gs.ended_at,
               u.id IS NOT NULL AS has_user, u.locked_at, u.is_self_exclusion_permanent AS permanent, u.self_exclusion_until AS until, pp.frozen_until,
               EXISTS (SELECT 1 FROM player_bonuses pb WHERE pb.user_id = gs.user_id AND pb.status = 'active' AND pb.slot = 'money' AND pb.currency = gs.currency) AS has_bonus,
               EXISTS (SELECT 1 FROM player_limits pl WHERE pl.user_id = gs.user_id AND pl.kind IN ('maxBet', 'bet', 'loss', 'monthlyWinnings')) AS has_limits,
               coalesce(cur.exponent, 2)::int AS exponent
          FROM game_sessions gs
          LEFT JOIN users u ON u.id = gs.user_id
          LEFT JOIN player_protection pp ON pp.user_id = gs.user_id
          LEFT JOIN currencies cur ON cur.code = gs.currency
         WHERE gs.token_hash = e.value ->> 'tokenHash' AND gs.provider_id = e.value ->> 'provider'
         LIMIT 1) s ON true
      LEFT JOIN LATERAL (
        SELECT true AS is_repeat, w.type, w.fingerprint, w.response FROM wallet_transactions w
         WHERE w.provider_id = e.value ->> 'provider' AND w.transaction_id = e.value ->> 'txn'
         LIMIT 1) wt ON true
      -- A win's standing bets of its player (by its reference, else by its round), the bonus they staked, and whether
      -- any were rolled back (such a win goes to croupier_wallet_win, which refuses it when none stands). Each branch
      -- must use its own index: in the round branch `provider_id || ''` keeps the planner from reading every row of the
      -- provider through the (provider_id, transaction_id) index, which a plan made while the table was small would do;
      -- the player is matched with IS NOT DISTINCT FROM, which no index serves (not the player's (user_id, created_at)).
      LEFT JOIN LATERAL (
        SELECT coalesce(sum(b.cash_amount) FILTER (WHERE NOT b.is_rolled_back), 0) AS bet_cash,
               coalesce(sum(b.bonus_amount) FILTER (WHERE NOT b.is_rolled_back), 0) AS bet_bonus,
               max(CASE WHEN b.bonus_amount > 0 AND NOT b.is_rolled_back THEN (SELECT t.metadata ->> 'playerBonusId' FROM ledger_transfers t WHERE t.id = b.transfer_id) END) AS bet_pb,
               bool_or(b.is_rolled_back) AS bet_voided
          FROM (SELECT w.cash_amount, w.bonus_amount, w.transfer_id, w.is_rolled_back FROM wallet_transactions w
                 WHERE e.value ->> 'fn' = 'win' AND e.value ->> 'reference' IS NOT NULL AND w.provider_id = e.value ->> 'provider'
                   AND w.transaction_id = e.value ->> 'reference' AND w.type IN ('bet', 'tombstone') AND w.user_id IS NOT DISTINCT FROM s.user_id
                UNION ALL
                SELECT w.cash_amount, w.bonus_amount, w.transfer_id, w.is_rolled_back FROM wallet_transactions w
                 WHERE e.value ->> 'fn' = 'win' AND e.value ->> 'reference' IS NULL AND w.provider_id || '' = e.value ->> 'provider'
                   AND w.round_id = e.value ->> 'round' AND w.type IN ('bet', 'tombstone') AND w.user_id IS NOT DISTINCT FROM s.user_id) b) sb ON true
      LEFT JOIN LATERAL croupier_split((e.value ->> 'amount')::bigint, sb.bet_cash, sb.bet_bonus) sp ON e.value ->> 'fn' = 'win'
     ORDER BY e.ord
  LOOP
    v_is_slow := r.session_id IS NOT NULL AND (
      r.mode = 'demo' OR NOT r.has_user OR r.has_bonus OR (r.fn = 'bet' AND r.has_limits)
      OR r.provider || E'\n' || r.txn = ANY (v_seen) OR r.bet_voided
      OR (r.fn = 'win' AND CASE WHEN r.reference IS NOT NULL THEN r.provider || E'\n' || r.reference = ANY (v_bet_txns)
                                ELSE r.provider || E'\n' || r.round = ANY (v_bet_rounds) END));
    IF r.fn IS NULL OR r.fn NOT IN ('bet', 'win') THEN
      RAISE EXCEPTION 'unknown wallet call %', r.fn;
    END IF;

    IF r.session_id IS NULL THEN
      v_answer := jsonb_build_object('status', 'SESSION_NOT_FOUND', 'transactionId', r.txn);

    ELSIF v_is_slow THEN
      -- Write what the group settled so far, then the one-call function reads the tables as they would be.
      IF cardinality(f_ord) > 0 THEN
        PERFORM croupier_wallet_flush(p_calls, f_ord, f_transfer, f_cash, f_bonus, f_cash_after, f_bonus_after, f_house_after,
          f_cash_id, f_bonus_id, f_house_id, f_user, f_session, f_exp, f_response, a_id, a_bal, a_db);
        f_ord := '{}'; f_transfer := '{}'; f_cash := '{}'; f_bonus := '{}'; f_cash_after := '{}'; f_bonus_after := '{}';
        f_house_after := '{}'; f_cash_id := '{}'; f_bonus_id := '{}'; f_house_id := '{}'; f_user := '{}'; f_session := '{}';
        f_exp := '{}'; f_response := '{}';
        a_db := a_bal;
      END IF;
      IF r.fn = 'bet' THEN
        v_answer := croupier_wallet_bet(r.provider, r.token_hash, r.txn, r.round, r.game, r.currency, r.amount, r.fingerprint, r.now, r.is_bonus_buy);
      ELSE
        v_answer := croupier_wallet_win(r.provider, r.token_hash, r.txn, r.round, r.game, r.currency, r.amount, r.reference, r.fingerprint, r.now);
      END IF;
      IF r.mode <> 'demo' AND cardinality(a_id) > 0 THEN
        SELECT array_agg(a.balance ORDER BY a.id) INTO a_bal FROM ledger_accounts a WHERE a.id = ANY (a_id);
        a_db := a_bal;
      END IF;

    ELSE
      -- A real-money call of a player without an active bonus or limits, on the locked balances (croupier_wallet_bet
      -- and croupier_wallet_win, their paths without a bonus; same answers, same rows).
      IF r.ic IS NULL OR r.ib IS NULL OR r.ih IS NULL THEN
        RAISE EXCEPTION 'the play accounts of % are not locked', r.user_id;
      END IF;
      v_transfer := NULL;
      v_write := false;
      IF r.fn = 'win' AND (r.session_currency <> r.currency OR r.game <> r.session_game) THEN
        v_answer := croupier_wallet_answer(CASE WHEN r.session_currency <> r.currency THEN 'CURRENCY_MISMATCH' ELSE 'INVALID_REQUEST' END,
          r.txn, r.session_currency, a_bal[r.ic], a_bal[r.ib]);
      ELSIF r.is_repeat THEN
        -- croupier_wallet_repeat
        v_answer := CASE WHEN r.repeat_type = r.fn AND r.repeat_fingerprint = r.fingerprint AND r.repeat_response IS NOT NULL THEN r.repeat_response
                         ELSE jsonb_build_object('status', 'DUPLICATE_TRANSACTION', 'transactionId', r.txn) END;
      ELSIF r.fn = 'bet' THEN
        v_status := CASE
          WHEN r.ended_at IS NOT NULL OR r.expires_at <= r.now THEN 'SESSION_EXPIRED'
          WHEN r.session_currency <> r.currency THEN 'CURRENCY_MISMATCH'
          WHEN r.game <> r.session_game THEN 'INVALID_REQUEST'
          WHEN r.locked_at IS NOT NULL OR r.permanent OR (r.until IS NOT NULL AND r.until > r.now)
               OR (r.frozen_until IS NOT NULL AND r.frozen_until > r.now) THEN 'PLAYER_BLOCKED'
          WHEN a_bal[r.ic] + a_bal[r.ib] < r.amount THEN 'INSUFFICIENT_FUNDS'
        END;
        IF v_status IS NOT NULL THEN
          v_answer := croupier_wallet_answer(v_status, r.txn, r.session_currency, a_bal[r.ic], a_bal[r.ib]);
        ELSE
          -- Cash first, then bonus money.
          v_cash := least(a_bal[r.ic], r.amount);
          v_bonus := r.amount - v_cash;
          a_bal[r.ic] := a_bal[r.ic] - v_cash;
          a_bal[r.ib] := a_bal[r.ib] - v_bonus;
          a_bal[r.ih] := a_bal[r.ih] + r.amount;
          v_transfer := nextval('ledger_transfers_id_seq'::regclass);
          v_write := true;
          v_answer := croupier_wallet_answer('OK', r.txn, r.session_currency, a_bal[r.ic], a_bal[r.ib]);
        END IF;
      ELSE
        -- A win, in the proportions of its standing bets; the share staked with the money of a bonus that has ended
        -- since is forfeited (this player has no active bonus).
        v_cash := r.win_cash;
        v_bonus := CASE WHEN r.win_bonus > 0 AND r.bet_pb IS NOT NULL THEN 0 ELSE r.win_bonus END;
        IF r.amount > 0 AND v_cash + v_bonus > 0 THEN
          a_bal[r.ic] := a_bal[r.ic] + v_cash;
          a_bal[r.ib] := a_bal[r.ib] + v_bonus;
          a_bal[r.ih] := a_bal[r.ih] - (v_cash + v_bonus);
          v_transfer := nextval('ledger_transfers_id_seq'::regclass);
        END IF;
        v_write := true;
        v_answer := croupier_wallet_answer('OK', r.txn, r.session_currency, a_bal[r.ic], a_bal[r.ib]);
      END IF;
      -- A bet that was taken and a win that was answered are written (a refused bet leaves nothing behind).
      IF v_write THEN
        f_ord := f_ord || r.ord;
        f_transfer := f_transfer || v_transfer;
        f_cash := f_cash || v_cash;
        f_bonus := f_bonus || v_bonus;
        f_cash_after := f_cash_after || a_bal[r.ic];
        f_bonus_after := f_bonus_after || a_bal[r.ib];
        f_house_after := f_house_after || a_bal[r.ih];
        f_cash_id := f_cash_id || a_id[r.ic];
        f_bonus_id := f_bonus_id || a_id[r.ib];
        f_house_id := f_house_id || a_id[r.ih];
        f_user := f_user || r.user_id;
        f_session := f_session || r.session_id;
        f_exp := f_exp || r.exponent;
        f_response := f_response || v_answer;
      END IF;
    END IF;

    v_out := v_out || v_answer;
    v_seen := v_seen || (r.provider || E'\n' || r.txn);
    IF r.fn = 'bet' THEN
      v_bet_txns := v_bet_txns || (r.provider || E'\n' || r.txn);
      v_bet_rounds := v_bet_rounds || (r.provider || E'\n' || r.round);
    END IF;
  END LOOP;

  IF cardinality(f_ord) > 0 THEN
    PERFORM croupier_wallet_flush(p_calls, f_ord, f_transfer, f_cash, f_bonus, f_cash_after, f_bonus_after, f_house_after,
      f_cash_id, f_bonus_id, f_house_id, f_user, f_session, f_exp, f_response, a_id, a_bal, a_db);
  END IF;
  RETURN to_jsonb(v_out);
END $$;
