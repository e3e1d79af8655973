## 18Lilliput: odmítnuté trasy ředitele (games/lilliput/routes/check.py, oddíl "routes").
## Id a proměnné drž v souladu s locale/en/lilliput-routes.ftl.

ll-error-route-unknown-train = Společnost nemá vlak { $train }, nebo je uveden dvakrát.
ll-error-route-unknown-stop = Vlak { $train }: místo s příjmem { $stop } neexistuje.
ll-error-route-too-short = Vlak { $train }: trasa potřebuje alespoň dvě místa s příjmem.
ll-error-route-stop-twice = Vlak { $train }: každým místem s příjmem projede trasa nejvýše jednou.
ll-error-route-no-station = Vlak { $train }: trasa musí zahrnovat některou stanici společnosti.
ll-error-route-blocked = Vlak { $train }: { $stop } je plně obsazeno stanicemi jiných společností; trasa tam smí začít nebo skončit, projet ale nesmí.
ll-error-route-end-only = Vlak { $train }: { $stop } smí být jen prvním nebo posledním místem trasy.
ll-error-route-too-long = Vlak { $train } má dosah { $distance }, trasa ale vede přes { $count } { $count ->
        [one] město
        [few] města
       *[other] měst
    } a žádné nelze vynechat.
ll-error-route-same-tile = Vlak { $train }: trasa nesmí navštívit dvě stanice na jednom dílku.
ll-error-route-unknown-path = Vlak { $train }: kolej { $path } neexistuje.
ll-error-route-foreign-track = Vlak { $train }: po koleji { $path } smějí jezdit jen vlaky jiné společnosti.
ll-error-route-not-connected = Vlak { $train }: tato místa v tomto pořadí nespojuje žádná trať.
ll-error-route-switch = Vlak { $train }: trasa se na výhybce nesmí obrátit zpět.
ll-error-route-skips = Vlak { $train }: tato trať vede přes místo s příjmem, které trasa vynechává.
ll-error-route-track-twice = Vlak { $train }: vlaky společnosti nesmějí použít tentýž úsek trati dvakrát.
