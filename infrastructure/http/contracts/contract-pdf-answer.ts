import { StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ContractPdfFile } from '../../../application/contracts/contract-pdfs.service';

/** A checked contract PDF as a download that no cache keeps and no browser sniffs. */
export function pdfAnswer(file: ContractPdfFile, response: FastifyReply): StreamableFile {
  response.header('Cache-Control', 'private, no-store');
  response.header('X-Content-Type-Options', 'nosniff');
  const disposition = `attachment; filename="contract.pdf"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`;
  return new StreamableFile(file.bytes, { type: 'application/pdf', disposition, length: file.bytes.length });
}
