-- Typed jobs (docs/decisions/0015-typed-jobs.md): a due job inserted by any statement wakes the job
-- runners. NOTIFY is delivered when the inserting transaction commits, and never if it rolls back, so
-- the runner cannot look for the job before it exists. Identical notifications of one transaction are
-- delivered once, however many jobs it queued. Jobs scheduled for later are found by the poll.
CREATE FUNCTION "jobs_notify_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('jobs_due', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_notify_due" AFTER INSERT ON "jobs"
  FOR EACH ROW WHEN (NEW."run_after" <= now()) EXECUTE FUNCTION "jobs_notify_due"();
