"""Pure, deterministic game rules: no Discord, no I/O, no images, no clock."""
