ALTER TABLE "customers" DROP COLUMN "company_name";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "npi_number";