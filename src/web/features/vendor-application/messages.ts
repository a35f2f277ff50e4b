/** Texts of the vendor application page that src/shared/messages.ts does not hold (none is one of the product's stated messages). */
export const vendorApplicationUi = {
  /** Shown as the approved applicant is sent from /upgrade-vendor to the dashboard's My Stores. */
  approvedCreateStore: 'Your vendor application was approved. Create your store to start selling.',
} as const;
