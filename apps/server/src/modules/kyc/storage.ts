import { createReadStream, type ReadStream } from 'node:fs';
import { chmod, copyFile, mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { UUID_PATTERN } from '@croupier/contracts';
import { newId } from '../../platform/ids';

/** Folders something serves over HTTP: the KYC directory may not be inside one of them. */
const SERVED_DIRS = [
  fileURLToPath(new URL('../../../../web/public/', import.meta.url)),
  fileURLToPath(new URL('../../../../web/.next/', import.meta.url)),
  fileURLToPath(new URL('../../../assets/', import.meta.url)),
];

const isInside = (dir: string, parent: string) => {
  const rel = path.relative(path.resolve(parent), dir);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

export class KycStorageError extends Error {}

/**
 * Where KYC files live (docs/kyc.md "Storage"): `<kycDir>/<userId>/<generated id>`, folders 0700 and files
 * 0600, no extension, never under anything served. Names come from us only (UUIDs, checked again before
 * any path is built), so a client's file name can never reach the file system.
 */
export interface KycStorage {
  readonly root: string;
  /** Writes the bytes under a new generated name (atomically: a temporary file, then a rename). */
  save(userId: string, bytes: Buffer): Promise<string>;
  open(userId: string, storageName: string): Promise<{ stream: ReadStream; size: number } | null>;
  copyTo(userId: string, storageName: string, target: string): Promise<void>;
  remove(userId: string, storageName: string): Promise<void>;
  pathOf(userId: string, storageName: string): string;
}

export function createKycStorage(kycDir: string): KycStorage {
  const root = path.resolve(kycDir);
  for (const served of SERVED_DIRS) {
    if (isInside(root, served)) throw new KycStorageError(`KYC_DIR (${root}) is inside a served folder (${served})`);
  }
  const pathOf = (userId: string, storageName: string) => {
    if (!UUID_PATTERN.test(userId) || !UUID_PATTERN.test(storageName)) throw new KycStorageError('bad KYC storage name');
    const full = path.join(root, userId, storageName);
    if (!isInside(full, root)) throw new KycStorageError('KYC path outside the KYC directory');
    return full;
  };
  return {
    root,
    pathOf,
    async save(userId, bytes) {
      const storageName = newId();
      const target = pathOf(userId, storageName);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temp = path.join(path.dirname(target), `.${storageName}.part`);
      const handle = await open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temp, target);
      } catch (err) {
        await unlink(temp).catch(() => undefined);
        throw err;
      }
      return storageName;
    },
    async open(userId, storageName) {
      const full = pathOf(userId, storageName);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(full), size: info.size };
    },
    async copyTo(userId, storageName, target) {
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await copyFile(pathOf(userId, storageName), target, 1 /* COPYFILE_EXCL: never overwrite */);
      await chmod(target, 0o600);
    },
    async remove(userId, storageName) {
      await unlink(pathOf(userId, storageName)).catch(() => undefined);
    },
  };
}
