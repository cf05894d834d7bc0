import type { Attachment } from "../types";
import type { Db } from "../db/db";

interface Row {
  id: string;
  organization_id: string;
  file_name: string;
  content_type: string;
  size: number;
  uploaded_at: string;
}

const SELECT = "SELECT id, organization_id, file_name, content_type, size, uploaded_at FROM attachments";

function toAttachment(row: Row): Attachment {
  return {
    id: row.id,
    organizationId: row.organization_id,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
    uploadedAt: row.uploaded_at,
  };
}

/** Onboarding attachments (migration 018), listed per organization as uploaded. */
export class AttachmentRepo {
  private readonly statements;

  constructor(private readonly db: Db) {
    const sql = db.sql;
    this.statements = {
      insert: sql.prepare(
        `INSERT INTO attachments (id, organization_id, file_name, content_type, size, uploaded_at)
         VALUES (@id, @organizationId, @fileName, @contentType, @size, @uploadedAt)`,
      ),
      ofOrganization: sql.prepare(`${SELECT} WHERE organization_id = ? ORDER BY seq`),
      all: sql.prepare(`${SELECT} ORDER BY seq`),
    };
  }

  ofOrganization(organizationId: string): Attachment[] {
    return (this.statements.ofOrganization.all(organizationId) as Row[]).map(toAttachment);
  }

  all(): Attachment[] {
    return (this.statements.all.all() as Row[]).map(toAttachment);
  }

  insert(a: Attachment) {
    this.statements.insert.run({
      id: a.id,
      organizationId: a.organizationId,
      fileName: a.fileName,
      contentType: a.contentType,
      size: a.size,
      uploadedAt: a.uploadedAt,
    });
  }

  insertAll(attachments: readonly Attachment[]) {
    this.db.transaction(() => {
      for (const a of attachments) this.insert(a);
    });
  }
}
