-- Reference data for issue 3 (CONTRACT.md): promo codes a person can try, and minimum-deposit rules.
INSERT INTO "promo_codes" ("code", "bonus_percent", "active") VALUES ('WELCOME50', 50, true), ('BONUS20', 20, true), ('EXPIRED10', 10, false) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "min_deposit_rules" ("kind", "match", "currency", "amount") VALUES ('country', 'DE', 'EUR', '500'), ('comment', 'vip', '', '1000');
