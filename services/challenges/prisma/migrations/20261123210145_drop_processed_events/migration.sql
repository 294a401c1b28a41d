-- DropTable
DROP TABLE "processed_events";
