-- Issue 17 item 24: migration 0002 wrote a fee for all 37 states, so none ever used the default
-- (state '*') and changing the default changed no charge. A state without a row pays the default.
-- Remove the rows that equal the default: every charge stays the same today, and from now on those
-- states follow the default. States with a fee of their own (Lagos, or any an admin set) stay.
DELETE FROM "delivery_fees"
WHERE "state" <> '*'
  AND "fee_kobo" = (SELECT "fee_kobo" FROM "delivery_fees" WHERE "state" = '*');
