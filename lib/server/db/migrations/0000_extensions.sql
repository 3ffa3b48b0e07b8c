-- Extensions the schema relies on: pg_trgm for the trigram index of product title search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
