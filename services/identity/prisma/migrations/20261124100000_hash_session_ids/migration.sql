-- Session ids are kept as their SHA-256 (hex), so that a copy of this table gives no working cookie.
-- Sessions issued before keep working: their ids are hashed in place.
UPDATE "sessions" SET "sid" = encode(sha256(convert_to("sid", 'UTF8')), 'hex');
