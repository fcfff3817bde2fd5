import multipart from '@fastify/multipart';
import {
  KYC_MAX_FILE_BYTES,
  KYC_UPLOADS_PER_HOUR,
  MSG,
  ZKycDocumentParams,
  ZKycOverviewResponse,
  ZKycRefreshResponse,
  ZKycUploadFields,
  ZKycUploadResponse,
  type TKycOverview,
} from '@croupier/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodApp } from '../../app';
import { requireAuth } from '../../platform/auth';
import { sendError } from '../../platform/errors';
import { requestHost } from '../../platform/request';
import { getKycOverview } from './get-kyc-overview';
import { findDocument } from './queries';
import { refreshKycStatus } from './refresh-kyc-status';
import { createKycStorage } from './storage';
import { checkCanUpload, uploadKycDocument } from './upload-kyc-document';

/** Room for the multipart envelope around the file (boundaries, part headers, the `type` field). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** KYC routes (docs/kyc.md). Multipart parsing is registered in this plugin only. */
export async function kycRoutes(app: ZodApp): Promise<void> {
  const { deps } = app;
  const storage = createKycStorage(deps.config.kycDir);
  const schemaBase = { tags: ['kyc'], security: [{ bearer: [] }] };
  await app.register(multipart, { throwFileSizeLimit: true });

  const overview = async (req: FastifyRequest, reply: FastifyReply): Promise<TKycOverview | null> => {
    const o = await getKycOverview(deps.db, req.auth!.userId, requestHost(req));
    if (!o) sendError(reply, 'SESSION_INVALID');
    return o;
  };

  app.get(
    '/api/user/kyc',
    { onRequest: requireAuth, schema: { ...schemaBase, response: { 200: ZKycOverviewResponse } } },
    async (req, reply) => {
      const o = await overview(req, reply);
      return o ? { data: o } : reply;
    },
  );

  app.post(
    '/api/user/kyc/documents',
    {
      onRequest: requireAuth,
      config: {
        rateLimit: {
          max: KYC_UPLOADS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (req: FastifyRequest) => `kyc:${req.auth?.userId ?? req.ip}`,
        },
      },
      schema: {
        ...schemaBase,
        description:
          'multipart/form-data with the fields `type` (document type) and `file` (jpg, png or pdf, at most 25 MiB; recognised by content).',
        consumes: ['multipart/form-data'],
        response: { 200: ZKycUploadResponse },
      },
    },
    async (req, reply) => {
      const userId = req.auth!.userId;
      const host = requestHost(req);
      // Refusals that need no body come first: a refused 25 MB upload is not read.
      const allowed = await checkCanUpload(deps.db, userId, host);
      if (!allowed.ok) return sendError(reply, allowed.code);
      if (Number(req.headers['content-length'] ?? 0) > KYC_MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES)
        return sendError(reply, 'KYC_FILE_TOO_LARGE');
      if (!req.isMultipart()) return sendError(reply, 'VALIDATION_ERROR', { fields: { file: MSG.required } });

      let type: unknown;
      let file: { bytes: Buffer; fileName: string } | null = null;
      try {
        for await (const part of req.parts({
          limits: { fileSize: KYC_MAX_FILE_BYTES, files: 1, fields: 4, fieldSize: 256, parts: 5, headerPairs: 20 },
        })) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.fieldname === 'file') file = { bytes, fileName: part.filename };
          } else if (part.fieldname === 'type') {
            type = part.value;
          }
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') return sendError(reply, 'KYC_FILE_TOO_LARGE');
        req.log.info({ err, userId }, 'KYC upload: unreadable multipart body');
        return sendError(reply, 'VALIDATION_ERROR', { fields: { file: MSG.required } });
      }
      const fields = ZKycUploadFields.safeParse({ type });
      if (!fields.success) return sendError(reply, 'VALIDATION_ERROR', { fields: { type: MSG.required } });
      if (!file) return sendError(reply, 'VALIDATION_ERROR', { fields: { file: MSG.required } });

      const r = await uploadKycDocument(
        { db: deps.db, clock: deps.clock, storage, log: (message, extra) => req.log.warn({ ...extra, reqId: req.id }, message) },
        { userId, type: fields.data.type, fileName: file.fileName, bytes: file.bytes, host },
      );
      if (!r.ok) return sendError(reply, r.code);
      const o = await overview(req, reply);
      return o ? { data: { document: r.value.document, overview: o } } : reply;
    },
  );

  app.get(
    '/api/user/kyc/documents/:documentId/file',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaBase,
        params: ZKycDocumentParams,
        description: 'The document as an attachment, to its owner only (others get 404).',
      },
    },
    async (req, reply) => {
      const doc = await findDocument(deps.db, req.params.documentId, { userId: req.auth!.userId });
      if (!doc) return sendError(reply, 'NOT_FOUND');
      const file = await storage.open(doc.userId, doc.storageName);
      if (!file) {
        req.log.error({ documentId: doc.id }, 'KYC file missing from storage');
        return sendError(reply, 'NOT_FOUND');
      }
      const name = `${doc.type.toLowerCase().replace(/_/g, '-')}-${doc.createdAt.toISOString().slice(0, 10)}.${EXTENSIONS[doc.mimeType] ?? 'bin'}`;
      return reply
        .header('content-type', doc.mimeType)
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-origin')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.post(
    '/api/user/kyc/refresh',
    { onRequest: requireAuth, schema: { ...schemaBase, response: { 200: ZKycRefreshResponse } } },
    async (req, reply) => {
      const r = await refreshKycStatus(deps, req.auth!.userId);
      if (!r) return sendError(reply, 'SESSION_INVALID');
      const o = await overview(req, reply);
      return o ? { data: { ...o, isUpdated: r.isUpdated } } : reply;
    },
  );
}
