import type { Db } from '../../db/client.ts';
import { decideVendorRequest } from '../../vendor-requests/decide-vendor-request.ts';
import { makeVendor } from '../../profiles/make-vendor.ts';
import { recordAuditEvent, type AuditStamp } from '../../audit/record-audit-event.ts';
import { messages } from '../../../shared/messages.ts';

/**
 * Admin approves a vendor request, in one transaction: the request moves from pending to approved
 * (conditionally: a decided one is a 409 and nothing changes), the applicant becomes a vendor and
 * their phone and payout details are copied to the profile, the decision e-mail is queued, and the
 * audit trail has its row (decision 0042; the status only: BVN and bank details stay out of it).
 */
export async function approveVendorRequest(db: Db, requestId: string, stamp: AuditStamp) {
  return db.transaction(async (tx) => {
    const request = await decideVendorRequest(tx, {
      requestId,
      decision: 'approved',
      notes: messages.vendorRequests.approvedNotes,
    });
    await makeVendor(tx, request.userId, {
      phone: request.phone,
      bvn: request.bvn,
      accountNumber: request.accountNumber,
      accountName: request.accountName,
      bankName: request.bankName,
      bankCode: request.bankCode,
      bankList: request.bankList,
      resolvedAccountName: request.resolvedAccountName,
      accountNameCheck: request.accountNameCheck,
    });
    await recordAuditEvent(tx, stamp, {
      kind: 'vendor_request_approved',
      subjectType: 'vendor_request',
      subjectId: request.id,
      before: { status: 'pending' },
      after: { status: request.status, userId: request.userId, notes: request.adminNotes },
    });
    return request;
  });
}
