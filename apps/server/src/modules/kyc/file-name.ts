/**
 * The player's file name, for display only (it never reaches a path): the last path segment, without
 * control and bidirectional-override characters, at most 120 characters.
 */
export function displayFileName(raw: string | undefined): string {
  const last = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = last.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const cut = Array.from(clean).slice(0, 120).join('');
  return cut === '' || cut === '.' || cut === '..' ? 'document' : cut;
}
