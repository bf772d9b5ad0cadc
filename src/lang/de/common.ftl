### Wörter, die alle Teile des Spiels brauchen: die Seiten, die Steine, die Sprachen.

side-white = Weiß
side-black = Schwarz
side-white-adj = weißen
side-black-adj = schwarzen
stones = { $n ->
    [one] { $n } Stein
   *[other] { $n } Steine
}
yes = ja
no = nein
lang-en = English
lang-de = Deutsch
lang-pt = Português
