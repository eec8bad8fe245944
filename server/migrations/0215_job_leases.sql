-- The jobs exactly one instance of the site runs (the demo line feed), whatever the number of
-- instances on one database: the instance named by `holder` runs `name` until `expires_at`, and
-- renews its lease well before then (server/src/jobs/job-lease.ts). One that dies stops renewing,
-- and another takes the job over once the lease has run out.
create table job_leases (
  name text primary key,
  holder text not null,
  expires_at timestamptz not null
);
