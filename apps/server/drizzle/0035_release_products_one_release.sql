-- A product version is in one release only. Releases stored before this check may share a version: the
-- earliest release (by creation) keeps it and the later ones no longer list it (it stays frozen either way).
DELETE FROM "release_products" later
USING "release_products" earlier, "releases" later_release, "releases" earlier_release
WHERE earlier."product_id" = later."product_id"
  AND later_release."id" = later."release_id"
  AND earlier_release."id" = earlier."release_id"
  AND (earlier_release."created_at", earlier_release."id") < (later_release."created_at", later_release."id");
--> statement-breakpoint
CREATE UNIQUE INDEX "release_products_product" ON "release_products" USING btree ("product_id");
