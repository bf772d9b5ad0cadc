### rules
