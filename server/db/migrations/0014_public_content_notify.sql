-- Public answers (directory, profiles, reviews, posts, sitemap, signed-out pages) are cached in
-- every web process. A change to the tables they are made of notifies every process when its
-- transaction commits, whichever process or script made it (server/modules/public-cache/listener.ts).
CREATE OR REPLACE FUNCTION kindred_notify_public_content() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kindred_public_content', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER coaches_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON coaches
  FOR EACH STATEMENT EXECUTE FUNCTION kindred_notify_public_content();
--> statement-breakpoint
CREATE TRIGGER reviews_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION kindred_notify_public_content();
--> statement-breakpoint
CREATE TRIGGER blog_posts_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION kindred_notify_public_content();
