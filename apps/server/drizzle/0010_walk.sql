-- Issue 26: installs still showing the old placeholder images get the real QR codes of the site (and their captions).
UPDATE "settings" SET "data" = "data" || '{"homepage_qr_image1": "/api/site-qr/home", "homepage_qr_desc1": "手机扫码\n随时随地学粤语"}'::jsonb WHERE "category" = 'general' AND "data"->>'homepage_qr_image1' = '/brand/qr-wechat.svg';
--> statement-breakpoint
UPDATE "settings" SET "data" = "data" || '{"homepage_qr_image2": "/api/site-qr/dictionary", "homepage_qr_desc2": "扫码打开粤语词典\n查字查读音"}'::jsonb WHERE "category" = 'general' AND "data"->>'homepage_qr_image2' = '/brand/qr-group.svg';
