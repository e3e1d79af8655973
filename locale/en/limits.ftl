## Limits of what players type and the bot keeps (bot/store/limits.py; docs/limits.md): each refusal names
## what is allowed. Keep this file and locale/cs/limits.ftl in step.

limits-pace = “{ $value }” is not a pace. Choose { $named } or off, or type a time from { $min } minutes to { $max } days, such as 90m, 36h or 2d.
limits-pace-per-move = { $time } per move
limits-name = “{ $name }” cannot be a player's name: 1 to { $max } characters, without line breaks, control characters, “:” or “=”.
console-internal-error = Something went wrong with that line ({ $error }); nothing else is affected. The details are in the log.
