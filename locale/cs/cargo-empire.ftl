## Dopravní impérium (česky). Herní pojmy podle českého vydání; id a proměnné drž ve shodě
## s locale/en/cargo-empire.ftl.

game-cargo-empire = Dopravní impérium

## Chyby pravidel
ce-error-unknown-city = Město { $city } na mapě není.
ce-error-same-city = Nabídkové a poptávkové město musí být různá ({ $city }).
ce-error-level3 = { $city } je město úrovně 3: zboží nenabízí ani nepoptává.
ce-error-no-post = Ve městě { $city } nemáš obchodní stanici.
ce-error-no-goods = Ve městě { $city } už na polích nabídky není žádné zboží.
ce-error-no-demand = Město { $city } nemá volné pole poptávky pro zboží barvy { $goods }.
ce-error-no-cards = Zahraj aspoň jednu kartu přepravy.
ce-error-not-enough-cards = Karet typu { $card } máš { $have }, chceš jich zahrát { $need }.
ce-error-cards-cannot-carry = Těmito kartami nelze přepravit zboží z { $supply } do { $demand } (kartu železniční přepravy nelze rozdělit jinou kartou).
ce-error-card-not-needed = Některá z karet není pro přepravu z { $supply } do { $demand } potřeba: hraj jen karty, které přeprava po nejkratší trase vyžaduje.
ce-error-must-transport = Přepravu provést můžeš, a proto musíš.
ce-error-refill-full = Pole nabídky ve městě { $city } jsou plná.
ce-error-no-cubes = V zásobě už nejsou kostičky barvy { $goods }.
ce-error-not-now = Hra teď čeká na něco jiného ({ $expected }, ne { $got }).
ce-error-task-not-drawn = Karta úkolu { $task } není mezi kartami, které sis vzal.
ce-error-first-post-city = První obchodní stanice patří do města z nabídky karet měst, které nezvolil nikdo jiný ({ $city } takové není).
ce-error-second-post-city = Druhá obchodní stanice patří do města z tvé tajné karty města, ne do { $city }.
ce-error-post-space = Ve městě { $city } není volné pole poptávky barvy { $goods }.
ce-error-marker-not-allowed = Ukazatel { $marker } se teď posunout nesmí.
ce-error-path-needed = Zvol pro ukazatel { $marker } horní, nebo spodní trasu.
ce-error-path-fixed = Ukazatel { $marker } zůstává na své trase až do místa křížení.
ce-error-city-not-offered = Karta { $card } není v nabídce karet měst.

## Události
ce-ev-round = Začíná { $round }. kolo.
ce-ev-task = { $seat } si nechává kartu úkolu (celkem { $count }).
ce-ev-card = { $seat } bere kartu přepravy: { $card }.
ce-ev-post = { $seat } umisťuje obchodní stanici do města { $city }.
ce-ev-transport = { $seat } přepravuje zboží ({ $goods }) z { $supply } do { $demand } (silniční { $road }, železniční { $rail }, námořní { $sea }).
ce-ev-upgrade = Město { $city } je povýšeno na úroveň { $level }{ $perfect ->
    [true] {" "}— bezchybné povýšení!
   *[other] .
}
ce-ev-rewards = { $seat } posouvá auto o { $car }, vlak o { $train }, loď o { $ship }; městské odměny: { $rewards }.
ce-ev-advance = { $seat } posouvá ukazatel { $marker } na pole { $progress }.
ce-ev-city-card = { $seat } bere kartu města { $card }.
ce-ev-refill = { $seat } doplňuje do města { $city } kostičky zboží ({ $cubes }).
ce-ev-take-cards = { $seat } bere po jedné kartě silniční, železniční a námořní přepravy.
ce-ev-order = Pořadí v dalším kole: { $order }.
ce-ev-game-over = Konec hry. { $scores }
