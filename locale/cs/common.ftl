## Výpravčí — obecné zprávy bota (čeština).
## Drž tento soubor v souladu s locale/en/common.ftl: stejná id, stejné proměnné.
## $player, $host, $winner jsou zobrazovaná jména; $game je lokalizovaný název hry.
## Věty se hráčům vyhýbají minulému času (koupil/koupila), aby nezáleželo na rodu.

bot-name = Výpravčí
language-cs = čeština
language-en = angličtina
seat-fallback = Hráč { $n }
yes = ano
no = ne
ai-random = náhodný
ai-simple = jednoduchý
ai-strong = silný
seat-kind-human = hráč
seat-kind-ai = AI

## Lobby

lobby-created = { $host } otevírá stůl pro hru { $game } (pro { $min }–{ $max } { $max ->
        [one] hráče
        [few] hráče
       *[other] hráčů
    }). Tlačítkem „Přidat se“ si sedneš ke stolu; hru spouští zakladatel.
lobby-joined = { $player } přisedá ke stolu (u stolu { $count ->
        [one] sedí 1 hráč
        [few] sedí { $count } hráči
       *[other] sedí { $count } hráčů
    }).
lobby-left = { $player } odchází od stolu.
lobby-ai-added = Ke stolu přisedá AI hráč ({ $ai }): { $player }.
lobby-started = Hra { $game } začíná! Pořadí hráčů: { $players }.
lobby-abandoned = { $player } ukončuje hru { $game }. Nic se nepočítá.
lobby-not-host = Tohle může udělat jen zakladatel stolu ({ $host }).
refuse-host-or-admin = Tohle může udělat jen zakladatel stolu ({ $host }) nebo správce serveru (oprávnění Spravovat server nebo Spravovat kanály).
refuse-newcomer-game-limit = { $player } už na tomto serveru hraje { $count ->
        [one] 1 otevřenou hru
        [few] { $count } otevřené hry
       *[other] { $count } otevřených her
    }, víc jednomu členovi server nedovolí (nastavení serveru „limit-her“). Místo u stolu zůstává, jak bylo.
lobby-channel-busy = V tomto kanálu už běží hra { $game }. Počkej, až skončí (nebo ji zakladatel ukončí), případně použij jiný kanál.
lobby-need-players = Hra { $game } potřebuje { $min }–{ $max } { $max ->
        [one] hráče
        [few] hráče
       *[other] hráčů
    }, ale u stolu { $count ->
        [one] sedí jen 1
        [few] sedí jen { $count }
       *[other] sedí { $count }
    }.
lobby-already-seated = U tohoto stolu už sedíš.
lobby-full = Stůl je plný (sedí u něj { $max ->
        [one] 1 hráč
        [few] { $max } hráči
       *[other] { $max } hráčů
    }).
lobby-no-table = V tomto kanálu není otevřený žádný stůl. Založ ho příkazem /hra nová.
lobby-button-join = Přidat se
lobby-button-leave = Odejít
lobby-button-add-ai = Přidat AI hráče
lobby-button-start = Začít
lobby-button-cancel = Zrušit

## Tahy a odmítnutí

turn-ping = { $player }, jsi na tahu ve hře { $game }.
turn-waiting = Čeká se na hráče { $player }.
turn-ai-thinking = { $player } (AI) přemýšlí…
refuse-not-your-turn = Teď nejsi na tahu — hraje { $player }.
refuse-not-seated = V této hře nesedíš u stolu.
refuse-state-changed = Hra se mezitím posunula dál. Podívej se na herní plán a zkus to znovu.
refuse-no-game = V tomto kanálu neběží žádná hra. Založ ji příkazem /hra nová.
refuse-game-over = Tato hra už skončila.

## Zpět

undo-done = { $player } bere zpět poslední akci.
undo-only-own = Zpět můžeš vzít jen svou poslední akci, a to jen dokud nikdo další nehrál.
undo-needs-consent = { $player } chce vzít zpět akci. { $needed ->
        [one] Musí souhlasit ještě 1 hráč.
        [few] Musí souhlasit ještě { $needed } hráči.
       *[other] Musí souhlasit ještě { $needed } hráčů.
    }
undo-consent-button = Souhlasím s vrácením
undo-nothing = Není co vracet.
undo-declined = Žádost o vrácení neprošla; hra pokračuje beze změny.

## Záznam, export, stav, plán

log-title = Průběh hry — { $game }
log-empty = Zatím se nic nestalo.
log-entry = { $n }. { $text }
log-more = …a { $count ->
        [one] 1 starší záznam
        [few] { $count } starší záznamy
       *[other] { $count } starších záznamů
    }.
export-title = Záznam hry
export-done = Záznam této hry ({ $count ->
        [one] 1 akce
        [few] { $count } akce
       *[other] { $count } akcí
    }). Jeho přehráním vznikne přesně tatáž hra.
status-title = { $game } — stav hry
status-to-act = Na tahu: { $player }
status-phase = Fáze: { $phase }
status-players = Hráči
status-seat = { $n }. { $player }
status-options = Nastavení hry
status-host = Zakladatel: { $host }
board-title = Herní plán — { $game }
board-rendering = Kreslím herní plán…
board-failed = Obrázek herního plánu se nepodařilo nakreslit; hra sama je v pořádku.

## Nastavení

settings-language-set = Jazyk je teď { $language }.
settings-language-current = Nastavený jazyk: { $language }.

## Pravidla

rules-no-match = Dotazu „{ $query }“ neodpovídá žádná část pravidel. Zkus kratší slovo nebo vyber z nabídky při psaní.
rules-pick = Dotazu „{ $query }“ odpovídá víc částí pravidel. Vyber jednu: { $options }
rules-see = Viz pravidlo: { $title }
rules-source = Shrnutí napsané pro Výpravčího vlastními slovy; rozhodují tištěná pravidla.
rules-no-rules = Pro hru { $game } zatím shrnutí pravidel není.

## Konzole

console-welcome = Konzole Výpravčího (databáze { $db }, obrázky do { $out }). Napiš „nápověda“ pro seznam příkazů, „konec“ pro konec.
console-prompt = { $player }>{ " " }
console-help =
    Stůl:    nová (new) <hra> [volba=hodnota…] [pace=1h|12h|1d|3d|7d|off] · přisednout (join) <jméno> · odejít (leave) · ai [simple|random|strong] · začít (start) · střídání (hotseat) on|off (zakladatel) · ukončit (abandon) · opravit (repair) (zakladatel)
    Hráči:   výzva ukazuje, kdo píše · jako (as) <jméno> (píše tento hráč) · „Jméno: akcie ocelářská“ (jeden řádek za hráče Jméno) · AI hráči táhnou sami
    Hra:     <akce> <hodnoty…> (česky i anglicky: „trať“ = „build“; jména smějí mít mezery: „trať kožedělná new york“; nebo pole=hodnota: „silniční=1“) · možnosti (choices) [akce] [pole] [pole=hodnota…] · návrh (suggest) <akce>
    Přehled: stav (status) · plán (board) · průběh (log) · export [soubor] · zpět (undo: svůj tah hned, cizí se souhlasem všech) · souhlas (agree: se žádostí o vrácení) · pravidla (rules) <slova> · hry (games)
    Stoly:   moje (mine: hry, kde jsi na tahu) · seznam (list: rozehrané hry a otevřené stoly) · import <soubor> (záznam hry, jak ho zapíše export) · statistiky (stats: žebříčky dohraných her) · slovník (glossary) <slova> (herní pojem česky a anglicky)
    Tajné:   ruka (hand) [jméno] (tvoje tajné karty, nebo hráče jméno, po varování, ať se ostatní nedívají) · možnosti <akce> ukáže tajnou volbu jejímu hráči
    Ostatní: jazyk (lang) <cs|en> · nápověda (help) [hra] (s hrou: její tahy) · konec (quit)
console-help-moves = Její tahy (příkaz, pak hodnoty; [pole=…] se smí vynechat):
console-help-games = Hry a jejich volby (new <hra> volba=hodnota …):
console-help-lobby = Stůl pro hru { $game } je otevřený: přisednout <jméno>, ai, potom začít.
console-help-now = Co teď může hrát { $player }, s příkladem:
console-help-any = libovolná hodnota
console-help-example = např. { $example }
console-help-default = (výchozí { $value })
console-example-secret = { $action } … (tajná volba: „{ $hand }“, potom „{ $choices } { $action }“)
console-choices-head = { $action } – { $field }, možností: { $count } (napiš slovo vlevo nebo název):
console-choices-none = { $action }: pole { $field } teď nejde vypsat; celý tah hra zkontroluje, až ho napíšeš. Například: { $example }
console-choices-bare = { $action } nemá co volit: napiš „{ $action }“.
console-understood = → { $action }: { $fields }
console-as-ai = { $player } je AI hráč: táhne sám a ručně za něj hrát nejde.
console-not-seated = { $player } v této hře nesedí; na tahu je { $to_act }. Napiš „jako { $to_act }“, nebo ať zakladatel zapne „střídání on“.
console-not-your-turn = Na tahu je { $player }. Napiš „jako { $player }“ (nebo „{ $player }: …“), nebo ať zakladatel zapne „střídání on“.
console-turn-other = { $player }, jsi na tahu (hraj po „jako { $player }“).
console-hotseat-on = Hra u jednoho stolu zapnuta: konzole hraje za toho, kdo je na tahu.
console-hotseat-off = Hra u jednoho stolu vypnuta: každý táhne pod svým jménem („jako <jméno>“).
console-unknown-game = Hra „{ $game }“ neexistuje. Nemyslíš „{ $near }“? Hry: { $games }
console-unknown-command-near = Neznámý příkaz „{ $command }“. Nemyslíš „{ $near }“? Napiš „nápověda“.
console-error-not-now = „{ $action }“ teď hrát nejde. Teď jde: { $examples }
console-error-no-field = „{ $action }“ nemá pole „{ $field }“. Nemyslíš „{ $near }“? Pole: { $fields }
console-error-no-field-none = „{ $action }“ nemá pole „{ $field }“. Pole: { $fields }
console-error-extra-words = „{ $words }“ je navíc, „{ $action }“ to nebere.
console-rules-see = Viz pravidlo: { $title } (napiš „pravidla { $title }“)
console-lobby-created = { $host } otevírá stůl pro hru { $game } (pro { $players } { $count ->
        [one] hráče
        [few] hráče
       *[other] hráčů
    }). Hráči: „přisednout <jméno>“, AI: „ai“; zakladatel napíše „začít“.
console-lobby-no-table = Žádný stůl není otevřený. Otevři ho příkazem „nová <hra>“.
console-refuse-no-game = Žádná hra neběží. Začni ji příkazem „nová <hra>“ (hry vypíše „nápověda“).
console-lobby-host-cannot-leave = Zakladatel od stolu odejít nemůže; hru ukončí „ukončit“.
console-lobby-channel-busy = Tady už jedna hra běží. Nejdřív ji dohraj nebo ukonči („ukončit“).
console-error-bad-action = Tomuto tahu nerozumím ({ $detail }). Co teď jde hrát, vypíše „nápověda“.
game-status-lobby = stůl otevřený
game-status-active = hraje se
game-status-finished = dohráno
game-status-abandoned = ukončeno
console-suggest-none = Hra pro tento tah nic nenavrhuje.
console-unknown-command = Neznámý příkaz „{ $command }“. Napiš „nápověda“.
console-bad-input = Tomu nerozumím: { $detail }
console-bye = Na shledanou.
console-now-playing = Teď hraješ za hráče { $player }.
console-board-written = Obrázek herního plánu uložen: { $path }
turn-ping-console = { $player }, jsi na tahu.
export-written = Záznam hry uložen do { $path }.
status-line = { $game } ({ $status }): { $players }
game-abandoned = Hra byla ukončena; nic se nepočítá.
undo-vote-open = Žádost o vrácení: zatím souhlasí { $agreed } z { $needed }.
rules-pick-one = Dotazu odpovídá víc částí pravidel. Vyber jednu: { $options }

## Konec hry

game-over = Konec hry!
game-over-winner = Vítězí { $winner }!
game-over-scores = Skóre: { $scores }
game-over-title = Konec hry — výsledky
score-line = { $place }. { $player }: { $points ->
        [one] 1 bod
        [few] { $points } body
       *[other] { $points } bodů
    }
score-line-worth = { $place }. { $player }: { $worth }

## Obecné chyby pravidel (vyvolává games/core u každé hry)

error-game-over = Hra už skončila; další akce nejsou možné.
error-not-your-turn = { $seat }, teď nejsi na tahu — počkej, až tě bot zavolá.
error-bad-action = Této akci nerozumím ({ $detail }). Použij nabízené příkazy nebo tlačítka.
error-bad-options = Toto nastavení hry není platné ({ $detail }).
error-unknown-game = Hru „{ $game }“ neznám. Vyber si ze seznamu.
error-player-count = Tuto hru nelze hrát { $count ->
        [one] s 1 hráčem
       *[other] s { $count } hráči
    }.
error-game-too-long = Hra byla zastavena po { $actions } akcích, aniž skončila (pojistka pro hry samotných AI hráčů).
error-generic = Něco se pokazilo; hra zůstala beze změny.
interaction-too-late = { $player }: poslední příkaz nebo stisk tlačítka předal Discord botovi pozdě na odpověď; nic se nezměnilo, stačí ho poslat znovu.

# Zadaná volba, která neodpovídá žádnému povolenému tahu (konzole i příkazy).
error-not-now = Tento tah teď není možný: hra čeká na jiné rozhodnutí.
error-no-such-choice = „{ $typed }“ teď není povolená volba ({ $field }). Možnosti: { $options }
error-unknown-ai = Neznámá úroveň AI: { $ai }. Známé: { $known }.

## Vstup, který neprošel kontrolou: pole, hodnota, proč, co je dovoleno
field-type = tah
error-bad-action-field = Tomuto tahu nerozumím:
error-bad-options-field = Tyto volby hry neplatí:
error-invalid-value = { $field } „{ $value }“ { $why }.
error-invalid-missing = { $field } { $why }.
error-invalid-allowed = Dovoleno: { $allowed }.
error-invalid-combination = tyto volby spolu nejdou dohromady: { $fields } (ke které mapě či režimu která patří, ukáže „help“).
did-you-mean = Nemyslíš „{ $word }“?
why-missing = chybí (je povinné)
why-literal_error = není žádná z dovolených hodnot
why-enum = není žádná z dovolených hodnot
why-unknown_type = není tah této hry
why-extra_forbidden = není volba této hry
why-int_parsing = není celé číslo
why-int_type = není celé číslo
why-bool_parsing = není true ani false
why-bool_type = není true ani false
why-string_type = není text
why-list_type = není seznam
why-too_short = má příliš málo položek
why-too_long = má příliš mnoho položek
why-greater_than_equal = je příliš malé
why-less_than_equal = je příliš velké
why-value_error = nesedí k ostatním hodnotám
why-setting_form = není ve tvaru název=hodnota (např. layout=hills@1,0)
why-other = tady neplatí
error-no-such-choice-near = „{ $typed }“ teď není povolená volba ({ $field }). Nemyslíš „{ $near }“? Možnosti: { $options }
console-error-missing = „{ $action }“: chybí { $field }; na výběr: { $options }
console-unknown-ai = Úroveň AI „{ $level }“ neexistuje. Nemyslíš „{ $near }“? Úrovně: { $known }
console-secret-not-yours = { $player } vybírá z tajných karet: vypsat si je smí jen { $player } (nejdřív napiš „jako { $player }“).
console-game-damaged = Záznam této hry se láme na tahu { $move }: ten tah už nejde přehrát, takže hra takhle pokračovat nemůže. Zakladatel ji může vrátit k tahu { $good } příkazem „opravit“, nebo ukončit příkazem „ukončit“.
console-game-damaged-setup = Záznam této hry už nejde znovu připravit (jeho volby nebo hráči už neplatí), takže pokračovat nemůže. Ukončí ji „ukončit“.
console-repair-setup-broken = Hra se láme už při přípravě, takže není dobrý tah, ke kterému se vrátit. Ukončí ji „ukončit“.
console-game-not-started = Hra ještě nezačala: zakladatel napíše „začít“.
console-error-not-your-turn = { $seat }, nejsi na tahu.
console-rules-no-match = Dotazu „{ $query }“ neodpovídá žádná část pravidel. Zkus kratší slovo.
