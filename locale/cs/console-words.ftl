# Slovesa konzole, jak je hráč píše (bot/console/words.py): každá zpráva vyjmenuje jména jednoho
# slovesa oddělená čárkami, první se ukazuje v nápovědě a příkladech. Sloveso bez zprávy tady se
# píše jménem svého příkazu v Discordu (cmd-game-<sloveso>-name) nebo samo sebou.

console-verb-help = nápověda
console-verb-games = hry
console-verb-lang = jazyk
console-verb-as = jako
console-verb-hotseat = střídání
console-verb-join = přisednout
console-verb-leave = odejít
console-verb-ai = ai
console-verb-start = začít
console-verb-agree = souhlas, souhlasím
console-verb-choices = možnosti
console-verb-suggest = návrh
console-verb-quit = konec
console-verb-exit = odchod

# Sloveso napsané bez toho, co potřebuje.
console-usage = Napiš to takto: { $usage }
console-usage-lang = { $verb } <cs|en>
console-usage-as = { $verb } <jméno>
console-usage-suggest = { $verb } <akce>
console-usage-glossary = { $verb } <slova>
console-usage-rules = { $verb } <slova>; kapitoly pravidel: { $sections }

# Hlasování o vrácení tahu v konzoli.
console-undo-vote = Žádost o vrácení: zatím souhlasí { $agreed } z { $needed }. Souhlas se píše { $missing } (kdo místo toho táhne, hru nechá, jak je).
console-undo-no-vote = Nikdo nežádá o vrácení tahu: požádat se dá příkazem „zpět“.
undo-agreed = Všichni souhlasí: poslední akce hráče { $player } se bere zpět.

# Co tah nebo řádek průběhu uvede, když hra sama nic neříká.
log-action = { $player }: { $action }
console-quoted = „{ $text }“

# Stůl otevřený s volbami pro určitý počet hráčů: jak otevřít stůl pro jiný počet.
console-lobby-other-counts = Jiný počet hráčů chce jiné volby: { $counts }.

# Tajná volba vypsaná jejímu hráči: každý tah jako řádek k napsání.
console-choices-moves = { $action }: { $count ->
        [one] 1 tah
        [few] { $count } tahy
       *[other] { $count } tahů
    } na výběr, každý tak, jak se píše:
