# The console's own verbs as a player types them (bot/console/words.py): each message lists the
# names of one verb, comma-separated, the first shown in help and examples. A verb without a
# message here is typed by its Discord command's name (cmd-game-<verb>-name) or by itself.

console-verb-help = help
console-verb-games = games
console-verb-lang = lang
console-verb-as = as
console-verb-hotseat = hotseat
console-verb-join = join
console-verb-leave = leave
console-verb-ai = ai
console-verb-start = start
console-verb-agree = agree
console-verb-choices = choices
console-verb-suggest = suggest
console-verb-quit = quit
console-verb-exit = exit

# A verb typed without what it needs.
console-usage = Type it as: { $usage }
console-usage-lang = { $verb } <cs|en>
console-usage-as = { $verb } <name>
console-usage-suggest = { $verb } <action>
console-usage-glossary = { $verb } <words>
console-usage-rules = { $verb } <words>; rule sections: { $sections }

# The undo vote at the console.
console-undo-vote = Undo requested: { $agreed } of { $needed } players agree so far. To agree, type { $missing } (a move instead keeps the game as it is).
console-undo-no-vote = Nobody has asked to take a move back: “undo” asks.
undo-agreed = Everybody agreed: { $player }’s last action is taken back.

# What a move or a log line names when the game says nothing about it.
log-action = { $player }: { $action }
console-quoted = “{ $text }”

# A table opened with options for some player counts: how to open one for the others.
console-lobby-other-counts = Other player counts need other options: { $counts }.

# A secret choice listed to its player: each move as a line to type.
console-choices-moves = { $action }: { $count ->
        [one] 1 move
       *[other] { $count } moves
    } to choose from, each as you type it:
