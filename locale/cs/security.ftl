# Kdo smí co, zapečetěné záznamy, nahrané hry, jejichž místa si hráči zaberou (bot/table/rights.py,
# bot/table/records/sealing.py, bot/table/claims.py, bot/discord/cogs/claims.py).

## zapečetěné záznamy
export-sealed = Hra ještě neskončila, a proto je záznam zapečetěný: semínko náhody a tahy v něm přečte jen bot se stejným klíčem jako tento, který ho otevře příkazem /hra import. Po konci hry dá /hra export celý záznam.
import-sealed-other-key = Tento záznam je zapečetěný klíčem jiného bota, a proto ho tento bot otevřít nemůže. Nahraj ho tam, kde vznikl (nebo u bota se stejným klíčem), nebo hru stáhni znovu, až skončí.

## nahrané hry: nejdřív se zaberou místa
import-done-claims = { $player } nahrává hru { $game } (č. { $id }, { $count ->
        [one] { $count } tah
        [few] { $count } tahy
       *[other] { $count } tahů
    }). Zatím u stolu nikdo nesedí: hra pokračuje, až budou obsazená všechna místa.
claims-title = Volná místa hry { $game } (č. { $id }) — každý hráč si zabere své místo; zakladatel může místo předat AI:
claims-seat-named = { $n }. { $player } — drží se pro hráče, kterého jmenuje záznam
claims-seat-open = { $n }. { $player } — zabrat ho může kdokoli, kdo ještě nesedí u stolu
claims-unsealed = Tento záznam nebyl zapečetěný: kdo měl soubor, může znát karty, které teprve přijdou.
claims-button-take = Zabrat místo { $n } ({ $seat })
claims-button-ai = Místo { $n } předat AI
claims-taken = { $player } zabírá místo { $n } ({ $seat }).
claims-ai = { $player } předává místo { $n } ({ $seat }) AI.
claims-done = Všechna místa hry { $game } jsou obsazená: hra pokračuje.
claims-waiting = Tato nahraná hra čeká, až budou obsazená všechna místa; do té doby nikdo netáhne.
claim-not-yours = Záznam drží toto místo ({ $player }) pro jiného hráče: zabrat ho může jen on. Zakladatel ho může předat AI.
claim-taken = Toto místo už volné není.
claim-already-seated = V této hře už jedno místo hraješ.

## vrácení tahu
undo-already-agreed = S tímto vrácením už souhlasíš; { $needed ->
        [one] souhlasit musí ještě 1 hráč
        [few] souhlasit musí ještě { $needed } hráči
       *[other] souhlasit musí ještě { $needed } hráčů
    }.
