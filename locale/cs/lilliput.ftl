## 18Lilliput (česky). Herní pojmy podle českých pravidel; id a proměnné drž v souladu
## s locale/en/lilliput.ftl.

game-18lilliput = 18Lilliput

company-mildendo = Mildendo Railway
company-slamecksan = Slamecksan Railway
company-glimigrim = Glimigrim Valley Railway
company-national = Lilliput National Railway
company-tramecksan = Tramecksan Railway
company-blefuscu = Blefuscu Railway
company-belfaborac = Belfaborac Railway
company-lustrog = Lustrog Railway

## Chyby pravidel
ll-error-bad-home = Takto nelze položit domovský dílek společnosti { $company }.
ll-error-bad-split = Částka musí dát dohromady { $amount } £ pro jednu nebo dvě tvé společnosti.
ll-error-bad-start-price = { $price } není volné pole ukazatele ceny akcií.
ll-error-bad-station = Na místě { $spot } není volný kruh pro stanici, kam by společnost dojela.
ll-error-bad-tile = Takto nelze položit { $tile } na místo { $x },{ $y }.
ll-error-bank-price = Nový vlak z banku stojí cenu z karty: vlak ani cenu neuváděj.
ll-error-card-not-used = Dimen's Land kopíruje jen kartu, která už v tomto kole byla použita ({ $card } nebyla).
ll-error-card-taken = Akční karta { $card } už je v tomto kole zabraná.
ll-error-certificate-limit = Smíš vlastnit nejvýše { $limit ->
        [one] 1 akcii
        [few] { $limit } akcie
       *[other] { $limit } akcií
    }.
ll-error-director-limit = Smíš řídit nejvýše { $limit ->
        [one] 1 společnost
        [few] { $limit } společnosti
       *[other] { $limit } společností
    }.
ll-error-final-payout = V posledním kole vyplácí dividendy každá společnost.
ll-error-no-company = Karta { $card } potřebuje společnost, kterou řídíš.
ll-error-no-dimens-land = Kartu Dimen's Land už nemáš.
ll-error-no-exchange = Postavu { $character } nelze vyměnit za peníze.
ll-error-no-home = { $company } nemůže mít domovskou stanici na místě { $spot }.
ll-error-no-share-left = V banku už není žádná akcie společnosti { $company }.
ll-error-no-such-card = Akční karta { $card } v této hře není.
ll-error-no-such-train = Vlak { $train } tam není.
ll-error-no-trains = Žádný vlak už nelze koupit.
ll-error-not-director = Společnost { $company } neřídíš.
ll-error-not-enough-shares = Máš jen { $held ->
        [0] žádnou akcii
        [one] 1 akcii
        [few] { $held } akcie
       *[other] { $held } akcií
    } společnosti { $company }.
ll-error-not-maximum = Tyto trasy vynesou { $total } £, ale jde to za { $best } £: společnost musí vzít nejvyšší příjem. Nejlepší trasy: { $routes }.
ll-error-not-now = Hra čeká na { $waiting }, ne na { $action }.
ll-error-not-obsolete = Do vlakového depa lze dobrovolně vrátit jen zastaralý vlak ({ $train }).
ll-error-not-startable = Společnost { $company } nelze založit.
ll-error-not-started = Společnost { $company } ještě není založena.
ll-error-train-limit = { $company } už má { $limit ->
        [one] 1 vlak
        [few] { $limit } vlaky
       *[other] { $limit } vlaků
    }, víc nesmí.
ll-error-train-price = Vlak se prodává nejméně za 1 £, ne za { $price } £.
ll-error-cannot-afford-share = Akcie společnosti { $company } stojí { $price } £, ale máš jen { $cash } £.
ll-error-cannot-afford-certificate = Certifikát ředitele společnosti { $company } stojí { $price } £ (pětinásobek počáteční ceny akcie), ale máš jen { $cash } £.
ll-error-has-start-company = Počáteční společnost už máš ({ $company }); každý hráč si vybírá jen jednu.
ll-error-not-start-company = { $company } není počáteční společnost: v přípravě hry se vybírají jen počáteční společnosti.
ll-error-company-taken = Společnost { $company } už má jiný hráč.
ll-error-characters-enough = Už máš tolik postav, kolik smíš: { $count ->
        [one] 1 postavu
        [few] { $count } postavy
       *[other] { $count } postav
    }.
ll-error-character-taken = Postavu { $character } už má jiný hráč.
ll-error-start-company-drafted = { $company } je počáteční společnost: nezakládá se nákupem certifikátu ředitele, vybírá se v přípravě hry.
ll-error-already-started = Společnost { $company } už je založená.
ll-error-company-removed = Společnost { $company } už ve hře není.
ll-error-treasury-short = { $company } potřebuje { $price } £, ale v pokladně má jen { $treasury } £.
ll-error-emergency-short = { $company } potřebuje { $price } £: v pokladně má { $treasury } £ a ředitel smí rozdíl doplatit ze svého soukromého majetku, má ale jen { $cash } £.
ll-error-seller-self = Společnost nemůže koupit vlak sama od sebe ({ $company }).
ll-error-no-station-token = { $company } už umístila { $count ->
        [one] svůj jediný žeton stanice
        [few] všechny { $count } žetony stanic
       *[other] všech { $count } žetonů stanic
    }.
ll-error-tile-same-track = Tento dílek ({ $tile }) má po otočení { $rotation } trať na stejných místech jako po otočení { $same }: zadej otočení { $same }.
ll-error-lay-cost = Položení tohoto dílku ({ $tile }) stojí { $price } £, ale { $company } má v pokladně jen { $treasury } £.
ll-error-train-needed = Uveď, který vlak společnosti { $company } kupuješ.
ll-error-other-company = Teď se rozhoduje za společnost { $company }, ne za jinou.

## Události
ll-ev-round = Začíná { $round }. kolo.
ll-ev-chose-company = { $seat } si bere společnost { $company }.
ll-ev-chose-character = { $seat } si bere postavu { $character }.
ll-ev-home = { $company } pokládá domovský dílek.
ll-ev-company-removed = { $company } odchází ze hry.
ll-ev-income = { $seat } si přidává { $amount } £ do soukromého majetku (Balmuff).
ll-ev-income-companies = { $seat } dává 20 £ svým společnostem (Balmuff).
ll-ev-card = { $seat } bere akční kartu „{ $card }“ ({ $side }){ $copy ->
    [true] {" "}pomocí karty Dimen's Land.
   *[other] .
}
ll-ev-money = { $seat } si přidává { $amount } £ do soukromého majetku.
ll-ev-funded = { $seat } přidává peníze do pokladen svých společností.
ll-ev-tile = { $seat } pokládá na místo { $x },{ $y } { $tile } pro společnost { $company }{ $cost ->
        [0] .
       *[other] {" "}za { $cost } £.
    }
ll-ev-sold-shares = { $seat } prodává { $count ->
        [one] 1 akcii
        [few] { $count } akcie
       *[other] { $count } akcií
    } společnosti { $company } po { $price } £.
ll-ev-bought-share = { $seat } kupuje akcii společnosti { $company } za { $price } £.
ll-ev-started = { $seat } zakládá společnost { $company } s počáteční cenou akcie { $price } £.
ll-ev-bought-train = { $company } kupuje { $train }-vlak za { $price } £{ $director_paid ->
        [0] .
       *[other] {" "}(ředitel doplácí { $director_paid } £).
    }
ll-ev-depot-train = { $company } kupuje { $train }-vlak z vlakového depa za { $price } £{ $director_paid ->
        [0] .
       *[other] {" "}(ředitel doplácí { $director_paid } £).
    }
ll-ev-offer = { $buyer } nabízí { $price } £ za { $train }-vlak společnosti { $seller }.
ll-ev-offer-refused = { $seller } odmítá prodat vlak společnosti { $buyer }.
ll-ev-sold-train = { $seller } prodává { $train }-vlak společnosti { $buyer } za { $price } £.
ll-ev-returned-train = { $company } vrací { $train }-vlak do vlakového depa.
ll-ev-station = { $company } umisťuje žeton stanice na místo { $spot }{ $cost ->
        [0] .
       *[other] {" "}za { $cost } £.
    }
ll-ev-exchanged = { $seat } mění postavu { $character } za { $amount } £.
ll-ev-phase = Začíná fáze { $phase }.
ll-ev-rusted = { $count ->
        [one] Zrezlý { $train }-vlak odchází ze hry.
        [few] { $count } zrezlé { $train }-vlaky odcházejí ze hry.
       *[other] { $count } zrezlých { $train }-vlaků odchází ze hry.
    }
ll-ev-paid-out = { $company } vyplácí dividendy z příjmu { $revenue } £.
ll-ev-withheld = { $revenue ->
        [0] { $company } nemá žádný příjem.
       *[other] { $company } si ponechává { $revenue } £ v pokladně.
    }
ll-ev-train-to-depot = { $train }-vlak jde do vlakového depa.
ll-ev-train-removed = { $train }-vlak odchází ze hry (varianta pro pokročilé).
ll-ev-game-over = Hra skončila. Hotovost hráčů včetně hodnoty akcií: { $scores }.

## Sólo proti Gulliverovi a varianty (Allenbeck-Tottenham-Express, Laputa, Brobdingnag)
ll-ev-gulliver-company = Gulliver hraje za společnost { $company }.
ll-ev-gulliver-train = { $company } dostává { $train }-vlak z balíčku (Gulliver).
ll-ev-gulliver-discard = { $company } odhazuje { $train }-vlak, aby uvolnila místo (Gulliver).
ll-ev-brob-kept = { $company } si z vyplaceného příjmu nechává { $amount } £ (Brobdingnag).
ll-ev-tile-removed = Ze hry odchází { $tile }: společnost { $company } nehraje (Laputa).
ll-error-gulliver-trades = Gulliverovy společnosti vlaky neprodávají ani nekupují ({ $company }).

## Scénářové dílky trati
ll-ev-mine = { $company } dostává z dolu { $amount } £ do pokladny.
ll-error-tile-terrain = Na místě { $x },{ $y } leží { $terrain }: tento dílek ({ $tile }) ho nahradit nemůže.
ll-error-layout-entry = Položku rozložení „{ $entry }“ nelze přečíst (tvar: dílek@x,y nebo dílek@x,y/otočení).
ll-error-layout-tile = { $tile } není scénářový dílek, který se pokládá před hrou ({ $x },{ $y }).
ll-error-layout-square = Místo { $x },{ $y } je obsazené nebo leží vedle Mildenda: { $tile } tam nelze položit.
ll-error-layout-checkerboard = { $tile } na místě { $x },{ $y } porušuje pravidlo šachovnice.
ll-error-layout-twice = Zvolte buď tištěný scénář, nebo vlastní rozložení, ne obojí.
choice-variant-solo = Sólo proti Gulliverovi (18Lilliput)
choice-variant-allenbeck = Allenbeck-Tottenham-Express (18Lilliput)
choice-variant-laputa = Laputa (18Lilliput)
choice-variant-brobdingnag = Brobdingnag (18Lilliput)
choice-variant-advanced = Varianta pro pokročilé hráče (18Lilliput)
choice-variant-two_characters = 2 hráči, každý se dvěma postavami (18Lilliput)
help-option-18lilliput-layout = vlastní scénář: dílky položené před hrou jako dílek@x,y nebo dílek@x,y/otočení, oddělené středníky
