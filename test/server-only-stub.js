// Tests run outside React's server environment; the real package would throw there.
