-- The demo's product photos are WebP files now. A database seeded by an earlier version still names
-- the files those versions used (.jpg and -card.jpg, later .svg), which are no longer served: point
-- those five demo photos' paths at the .webp files. No other URL matches, so an operator's own
-- pictures are left alone.
UPDATE "products" SET "background_image_url" = regexp_replace("background_image_url", '^/images/products/(greek-islands|croatia|bvi-yacht|peru-inca-trail|morocco-desert)(-card)?\.(svg|jpg)$', '/images/products/\1.webp')
WHERE "background_image_url" ~ '^/images/products/(greek-islands|croatia|bvi-yacht|peru-inca-trail|morocco-desert)(-card)?\.(svg|jpg)$';
--> statement-breakpoint
UPDATE "products" SET "dashboard_background_image_url" = regexp_replace("dashboard_background_image_url", '^/images/products/(greek-islands|croatia|bvi-yacht|peru-inca-trail|morocco-desert)(-card)?\.(svg|jpg)$', '/images/products/\1.webp')
WHERE "dashboard_background_image_url" ~ '^/images/products/(greek-islands|croatia|bvi-yacht|peru-inca-trail|morocco-desert)(-card)?\.(svg|jpg)$';
--> statement-breakpoint
UPDATE "invitations" SET "background_image_url" = regexp_replace("background_image_url", '^/images/products/(greek-islands|croatia|bvi-yacht|peru-inca-trail|morocco-desert)(-card)?\.(svg|jpg)$', '/images/products/\1.webp')
WHERE "background_image_url" ~ '^/images/products/(greek-islands|croatia|bvi-yacht|peru-inca-trail|morocco-desert)(-card)?\.(svg|jpg)$';
