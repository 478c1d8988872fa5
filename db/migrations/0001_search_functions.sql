-- Immutable helper for the papers.search_vector generated column (DESIGN.md "Search"):
-- array_to_string is only stable, and a generated column needs an immutable expression.
CREATE FUNCTION jals_text_array_to_string(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(array_to_string($1, ' '), '');
