## Správa stolu v konzoli (bot/console/table.py): dovolená, vyřazení, výměna, tempo, pauza,
## pokračování jako příkazy /hra v Discordu, slovy konzole tam, kde Discord jmenuje příkaz.
## Drž tento soubor v souladu s locale/en/console-table.ftl.

console-help-table =
    Správa stolu (zakladatel tam, kde Discord chce zakladatele nebo správce), s příkladem u každého:
      vacation [on|off]   tvé místo hraje AI, dokud si ho nevezmeš zpět: vacation · vacation off (česky dovolená)
      kick <jméno>        (zakladatel) místo hráče hraje AI; vrátit ho může jen zakladatel: kick Eva (vyřadit)
      replace <jméno> <nováček>  (zakladatel) místo odteď hraje jiný člověk (hráč sám si ho tak vezme zpět): replace Eva Jiří Novák (vyměnit)
      pace <1h|12h|1d|3d|7d|off>  (zakladatel) čas na tah (nebo jakýkoli od 10m do 30d: 90m, 36h, 2d), u stolu i během hry; hráči na tahu běží čas znovu: pace 1d (tempo)
      pause · resume      (zakladatel) zastavit hodiny a zase je spustit; táhnout se dá dál: pause (pauza · pokračovat)
      stand-in <úroveň>   (zakladatel) AI, která hraje předané místo (dovolená, vyřazení), u stolu i během hry: stand-in jednoduchý (záskok)
    Lhůta tu běží podle hodin tohoto počítače: status ukáže tempo a do kdy má hráč na tahu čas. Konzole nepřipomíná a po vypršení nic nenabízí (to dělá jen Discord).
console-seat-unknown = { $player } v této hře nehraje. Hráči: { $players }
console-usage-vacation = Napiš „vacation“ (tvé místo hraje AI) nebo „vacation off“ (bereš si ho zpět).
console-usage-kick = Napiš jméno hráče: kick <jméno>
console-usage-stand-in = Napiš úroveň AI: stand-in { $levels }
console-usage-replace = Napiš jméno hráče a nováčka: replace <jméno> <nováček>
console-usage-pace = Napiš čas na tah: pace 1h|12h|1d|3d|7d|off, nebo jakýkoli od 10m do 30d (pace 36h)
console-status-pace = Tempo: { $pace }.
console-deadline-status = Hráč na tahu má čas do { $time } podle hodin tohoto počítače, tedy ještě { $left }.
console-refuse-host-or-admin = Tohle může udělat jen zakladatel stolu ({ $host }).
console-pause-no-pace = Tato hra nemá lhůty, takže nejsou žádné hodiny k zastavení (nastavíš je příkazem „pace 1d“).
console-seats-kicked-ask-host = Tvé místo hraje AI z rozhodnutí zakladatele stolu: vrátit ti ho může jen zakladatel („replace <tvé jméno> <tvé jméno>“).
console-seats-vacation-on = { $player } nechává své místo na čas hrát AI (zpět si ho vezme příkazem „vacation off“).
