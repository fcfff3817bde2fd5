/**
 * Synthesised sound effects (WebAudio, no audio files): reel ticks, win chime, big-win fanfare,
 * dice rattle, plinko pings. Off by default; the choice is remembered in localStorage.
 */
const STORAGE_KEY = 'croupier.games.sound';

export function readSoundPref(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function writeSoundPref(isOn: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, isOn ? 'on' : 'off');
  } catch {
    /* storage unavailable */
  }
}

type TWindowWithAudio = Window & { webkitAudioContext?: typeof AudioContext };

export class SoundBoard {
  private ctx: AudioContext | null = null;
  private master: GainNode | null = null;
  enabled = false;

  private context(): AudioContext | null {
    if (!this.enabled || typeof window === 'undefined') return null;
    if (!this.ctx) {
      const Ctor = window.AudioContext ?? (window as TWindowWithAudio).webkitAudioContext;
      if (!Ctor) return null;
      this.ctx = new Ctor();
      this.master = this.ctx.createGain();
      this.master.gain.value = 0.35;
      this.master.connect(this.ctx.destination);
    }
    if (this.ctx.state === 'suspended') void this.ctx.resume();
    return this.ctx;
  }

  private tone(freq: number, at: number, dur: number, type: OscillatorType, vol: number, glideTo?: number): void {
    const ctx = this.context();
    if (!ctx || !this.master) return;
    const t0 = ctx.currentTime + at;
    const osc = ctx.createOscillator();
    const g = ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(freq, t0);
    if (glideTo) osc.frequency.exponentialRampToValueAtTime(glideTo, t0 + dur);
    g.gain.setValueAtTime(0.0001, t0);
    g.gain.exponentialRampToValueAtTime(vol, t0 + 0.01);
    g.gain.exponentialRampToValueAtTime(0.0001, t0 + dur);
    osc.connect(g).connect(this.master);
    osc.start(t0);
    osc.stop(t0 + dur + 0.02);
  }

  private noise(at: number, dur: number, vol: number, cutoff: number): void {
    const ctx = this.context();
    if (!ctx || !this.master) return;
    const t0 = ctx.currentTime + at;
    const len = Math.max(1, Math.floor(ctx.sampleRate * dur));
    const buf = ctx.createBuffer(1, len, ctx.sampleRate);
    const data = buf.getChannelData(0);
    for (let i = 0; i < len; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / len);
    const src = ctx.createBufferSource();
    src.buffer = buf;
    const filter = ctx.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.value = cutoff;
    const g = ctx.createGain();
    g.gain.value = vol;
    src.connect(filter).connect(g).connect(this.master);
    src.start(t0);
  }

  /** A reel stopping: a short mechanical clack. */
  reelStop(index = 0): void {
    this.noise(0, 0.06, 0.6, 1800 + index * 120);
    this.tone(180 - index * 8, 0, 0.08, 'triangle', 0.25);
  }

  /** Spin start: a rising whirr. */
  spinStart(): void {
    this.tone(220, 0, 0.25, 'sawtooth', 0.05, 440);
  }

  /** A small win: a bright arpeggio. */
  winChime(): void {
    [659.25, 830.61, 987.77, 1318.5].forEach((f, i) => this.tone(f, i * 0.07, 0.35, 'sine', 0.22));
  }

  /** A big win: brass-like fanfare. */
  fanfare(): void {
    const notes: [number, number][] = [
      [523.25, 0],
      [659.25, 0.14],
      [783.99, 0.28],
      [1046.5, 0.42],
      [783.99, 0.62],
      [1046.5, 0.76],
    ];
    for (const [f, at] of notes) {
      this.tone(f, at, 0.5, 'sawtooth', 0.08);
      this.tone(f / 2, at, 0.5, 'square', 0.04);
    }
    this.noise(0.42, 0.5, 0.25, 6000);
  }

  /** Free spins awarded. */
  feature(): void {
    [392, 523.25, 659.25, 783.99, 1046.5, 1318.5].forEach((f, i) => this.tone(f, i * 0.06, 0.3, 'triangle', 0.2));
  }

  /** Dice rattle. */
  rattle(): void {
    for (let i = 0; i < 6; i++) this.noise(i * 0.05, 0.04, 0.4, 2500 + i * 200);
  }

  /** Plinko peg hit. */
  ping(row: number): void {
    this.tone(900 + row * 40, 0, 0.08, 'sine', 0.12);
  }

  /** Losing round: a soft low blip. */
  lose(): void {
    this.tone(220, 0, 0.15, 'sine', 0.08, 180);
  }
}
