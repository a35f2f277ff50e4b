-- A checkout's payment follows its orders' refunds (workflows/follow-order-refunds.ts):
-- no schema change, only the rows left `completed` by refunds made before the rule.
-- backfill
UPDATE "payments" p SET "status" = CASE
    WHEN s.all_refunded THEN 'refunded'
    ELSE 'refund_pending'
  END
FROM (
  SELECT o."payment_id",
    bool_and(o."payment_status" = 'refunded') AS all_refunded
  FROM "orders" o
  WHERE o."payment_id" IS NOT NULL AND o."payment_status" <> 'cancelled'
  GROUP BY o."payment_id"
  HAVING bool_and(o."payment_status" IN ('refunded', 'refund_pending'))
) s
WHERE p."id" = s."payment_id" AND p."status" = 'completed';
