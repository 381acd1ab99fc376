-- Partial search of the back-office lists (a part of a name, phone or order number) on
-- PostgreSQL: trigram indexes answer LIKE '%part%' without reading every row. pg_trgm is a
-- trusted extension (any role that may create in the database may add it); it lives in
-- public so every schema's indexes find its operator class. SQLite reads the (smaller) users
-- table and the matching orders by key instead.
{{postgres}}CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
{{postgres}}CREATE INDEX users_name_trgm ON users USING gin (LOWER(name) public.gin_trgm_ops);
{{postgres}}CREATE INDEX users_phone_trgm ON users USING gin (phone public.gin_trgm_ops);
{{postgres}}CREATE INDEX orders_order_no_trgm ON orders USING gin (LOWER(order_no) public.gin_trgm_ops);
