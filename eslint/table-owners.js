export const tableOwners = new Map();
export const COLUMN_OWNERS = {};
