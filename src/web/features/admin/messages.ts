/** Texts of the admin catalog tabs that src/shared/messages.ts does not hold (none is a spec message). */
export const adminUiMessages = {
  welcome: (name: string) => `Welcome, ${name}!`,
  welcomeBody:
    'From here you oversee the marketplace: add and remove categories, activate or deactivate stores and products, and manage users and their roles.',
  storeActivated: (name: string) => `${name} is now active`,
  storeDeactivated: (name: string) => `${name} is now inactive`,
  productActivated: (name: string) => `${name} is now active`,
  productDeactivated: (name: string) => `${name} is now inactive`,
  categoryImageChoice: 'Upload an image, or paste the address of one. A chosen file is used instead of the address.',
  imageUrlHint: 'An address starting with http:// or https://',
  filterProducts: 'Filter by product or store name',
  noProductsMatch: (text: string) => `No products match “${text}”`,
  productsShown: (shown: number, total: number) => `${shown} of ${total} products shown`,
  fileWins: 'A file is chosen, so this address will not be used.',
  /** "Make Ada Obi a vendor?" / "… an admin?" */
  confirmRoleTitle: (name: string, role: 'customer' | 'vendor' | 'admin') =>
    `Make ${name} ${role === 'admin' ? 'an' : 'a'} ${role}?`,
  confirmRoleBody: (from: string, to: string) => `Their role changes from ${from} to ${to}.`,
  confirmOwnAdminRole: 'This is your own account: you will lose access to the admin pages.',
} as const;
