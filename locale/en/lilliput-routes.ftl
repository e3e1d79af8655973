## 18Lilliput: refusals of a director's own routes (games/lilliput/routes/check.py, section "routes").
## Keep ids and variables in step with locale/cs/lilliput-routes.ftl.

ll-error-route-unknown-train = The company has no train { $train }, or it is named twice.
ll-error-route-unknown-stop = Train { $train }: there is no revenue location { $stop }.
ll-error-route-too-short = Train { $train }: a route needs at least two revenue locations.
ll-error-route-stop-twice = Train { $train }: a route visits each revenue location only once.
ll-error-route-no-station = Train { $train }: the route must include one of the company's stations.
ll-error-route-blocked = Train { $train }: { $stop } is full of other companies' stations; a route may start or end there but not pass through.
ll-error-route-end-only = Train { $train }: { $stop } may only be the first or the last stop of a route.
ll-error-route-too-long = Train { $train } has a range of { $distance }, but the route passes { $count } cities, and none may be left out.
ll-error-route-same-tile = Train { $train }: a route cannot visit two stations on one tile.
ll-error-route-unknown-path = Train { $train }: there is no track { $path }.
ll-error-route-foreign-track = Train { $train }: track { $path } carries only another company's trains.
ll-error-route-not-connected = Train { $train }: no track joins those stops in that order.
ll-error-route-switch = Train { $train }: a route cannot turn back at a switch.
ll-error-route-skips = Train { $train }: that track passes a revenue location the route leaves out.
ll-error-route-track-twice = Train { $train }: the company's trains cannot use one piece of track twice.
