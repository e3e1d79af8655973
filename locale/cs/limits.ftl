## Meze toho, co hráči píšou a bot si ukládá (bot/store/limits.py; docs/limits.md): každé odmítnutí říká,
## co je dovoleno. Drž tento soubor v souladu s locale/en/limits.ftl.

limits-pace = „{ $value }“ není tempo. Vyber { $named } nebo off, nebo napiš čas od { $min ->
        [one] 1 minuty
       *[other] { $min } minut
    } do { $max ->
        [one] 1 dne
       *[other] { $max } dní
    }, třeba 90m, 36h nebo 2d.
limits-pace-per-move = { $time } na tah
limits-name = „{ $name }“ nemůže být jméno hráče: 1 až { $max } { $max ->
        [one] znak
        [few] znaky
       *[other] znaků
    }, bez zalomení řádku, řídicích znaků, „:“ ani „=“.
console-internal-error = S tímto řádkem se něco pokazilo ({ $error }); na ničem jiném to nic nemění. Podrobnosti jsou v logu.
