-- AlterTable
ALTER TABLE "users" ADD COLUMN     "locale_chosen_at" TIMESTAMPTZ(3);

-- Written by hand: a leader finds a person to invite by the start of their first or last name, ignoring case
-- (docs/product.md §11.3). Expression indexes Prisma's schema cannot declare; queries use the same expressions.
CREATE INDEX "users_lower_first_name_idx" ON "users" (lower("first_name") text_pattern_ops);
CREATE INDEX "users_lower_last_name_idx" ON "users" (lower("last_name") text_pattern_ops);
