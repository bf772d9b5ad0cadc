### store
# O que o jogo diz sobre onde a partida é guardada (o painel, as suas notas).

store-saved-to = guardado em { $path }
store-read-only = só de leitura: { $path } (continuar a jogar guarda num novo ficheiro ao lado)
store-not-saved = NÃO GUARDADO
store-not-saved-why = NÃO GUARDADO: { $why } (cada jogada tenta de novo)
store-no-file = não há ficheiro onde a guardar
store-no-data-folder = não há pasta de dados onde a guardar
store-data-folder-unmade = não é possível criar a pasta de dados { $path }: { $why }
store-busy-named = { $path } está a ser jogado noutro morris: é mostrado aqui só de leitura, e continuar a jogar guarda num novo ficheiro ao lado
store-read-only-named = { $path } é só de leitura: é mostrado aqui como está, e continuar a jogar guarda num novo ficheiro ao lado
store-busy-empty = outro morris está a jogar em { $path }
store-busy-saved = outro morris está a jogar a partida guardada em { $path }
store-unreadable-left = não é possível ler a partida guardada { $path } ({ $why }); fica como está
store-elsewhere = { $why }; esta partida é guardada em { $path }
store-unreadable-kept = não foi possível ler a partida guardada ({ $why }); foi guardada como { $path }
store-cannot-use = não é possível usar { $path }
store-unreadable-stuck = não foi possível ler a partida guardada ({ $why }) nem pô-la de parte ({ $why2 }); fica como está
store-saved-beside = Esta partida é guardada em { $path }; { $origin } fica como estava
store-changed-elsewhere = { $path } foi alterado por outro programa: essa versão foi guardada como { $kept }
store-link-not-kept = { $path } é só de leitura, por isso foi substituído por um ficheiro novo: os seus outros nomes (ligações físicas) guardam o jogo como estava antes
store-counted-apart = Esta partida conta à parte em morris score ({ $why })
store-other-rules-aside = Havia uma partida de { $rules } em curso: é posta de parte com a sua primeira decisão, e o { $asked } que pediu começa já
store-brought-back = A partida guardada em { $from } (o seu lugar habitual estava ocupado ou danificado) está de volta em { $path }
store-kept-as = A última partida foi guardada como { $path }
store-kept-as-uncounted = A última partida foi guardada como { $path } (o marcador não a conseguiu acompanhar: { $why }; morris score volta a contá-la)
store-not-moved = Não foi possível pôr de parte a última partida ({ $why }); fica em { $path } e esta partida é guardada em { $new }
store-not-moved-nor-made = não foi possível pôr de parte a última partida ({ $why }) nem criar um novo ficheiro ({ $why2 })
store-type-name = escreva um nome de ficheiro
store-exists = { $path } já existe: escolha outro nome
store-redo-unread = { $path }: as jogadas desfeitas (refazer) a partir de { $token } não puderam ser lidas ({ $why }); r traz de volta as anteriores, e o registo guarda-as todas como estavam escritas, na sua etiqueta [UnreadRedo]
store-redo-unread-long = { $path }: as jogadas desfeitas (refazer) a partir de { $token } não puderam ser lidas ({ $why }); r traz de volta as anteriores, e o resto é longo demais para guardar: fica de fora na próxima gravação
store-prefs-busy = outro morris retém as preferências ({ $path }) há mais de 10 segundos: esta alteração não foi guardada
store-waiting-scores = à espera que outro morris liberte o marcador ({ $path }), no máximo 10 segundos; depois o morris continua sem ele, e o que não pôde contar agora é contado mais tarde, a partir das partidas
store-waiting-prefs = à espera que outro morris liberte as preferências ({ $path }), no máximo 10 segundos; depois esta alteração não é guardada

store-cannot-read = não é possível ler { $path } ({ $why })
store-count-failed = o marcador não conseguiu contar esta partida ({ $why }); quando puder ser escrito, morris score conta-a a partir do seu registo
store-count-failed-unnoted = o marcador não conseguiu contar esta partida ({ $why }) nem anotá-la para contar mais tarde ({ $why2 }); morris tenta de novo a cada gravação e ao sair
store-count-unlocked = o marcador não pode ser trancado: { $path } não pode ser aberto ({ $why })
store-followed = { $n ->
        [one] { $n } partida contada encontrada com um novo nome: a sua contagem segue-a
       *[other] { $n } partidas contadas encontradas com novos nomes: as suas contagens seguem-nas
    }
store-counted-anew = contado de novo a partir dos registos: { $n ->
        [one] { $n } partida terminada
       *[other] { $n } partidas terminadas
    }{ $dropped }
store-dropped = { $n ->
        [one] ; { $n } partida cujo registo desapareceu (ou já não está terminado) foi retirada
       *[other] ; { $n } partidas cujos registos desapareceram (ou já não estão terminados) foram retiradas
    }
store-added = { $n ->
        [one] { $n } partida terminada faltava na contagem: contada a partir do seu registo
       *[other] { $n } partidas terminadas faltavam na contagem: contadas a partir dos seus registos
    }
store-changed = { $n ->
        [one] { $n } partida estava contada de outra forma do que diz o seu registo: contada de novo
       *[other] { $n } partidas estavam contadas de outra forma do que dizem os seus registos: contadas de novo
    }
store-removed = { $n ->
        [one] { $n } partida cujo registo já não está terminado: retirada da contagem
       *[other] { $n } partidas cujos registos já não estão terminados: retiradas da contagem
    }
store-count-unreadable = não é possível ler { $path } ({ $why }); a contagem aqui é feita a partir dos registos e não pode ser guardada
store-count-not-kept = { $why }: a contagem aqui não é guardada

store-cannot-write = não é possível escrever { $path }: { $why }
store-cannot-replace = não é possível substituir { $path }: { $why }
store-cannot-make = não é possível criar { $path }: { $why }
store-cannot-write-kind = não é possível escrever { $path }: é { $kind }
store-cannot-reach = não é possível aceder a { $path }: { $why }
store-cannot-keep-other = não é possível pôr de parte a versão que outro programa escreveu
store-too-many = demasiados ficheiros ao lado de { $path }
store-io-no-folder = a pasta não existe
store-io-permission = permissão negada
store-io-read-only = o sistema de ficheiros é só de leitura
store-io-full = o disco está cheio
store-io-not-a-folder = uma parte do caminho não é uma pasta
store-io-a-folder = isso é uma pasta
store-no-such-file = o ficheiro não existe
store-not-regular = { $kind }, não um ficheiro normal
store-too-big = { $size } é demasiado para { $what } (mais de { $most })
store-not-text = não é um ficheiro de texto (não é UTF-8)
store-kind-folder = uma pasta
store-kind-fifo = um FIFO (pipe com nome)
store-kind-device = um dispositivo
store-kind-socket = um socket
store-kind-other = um ficheiro especial
store-what-record = um registo
store-what-scores = o marcador
store-what-prefs = um ficheiro de preferências
store-what-table = uma classe resolvida

# Porque é que uma partida conta à parte.
store-apart-set-up = a partir de uma posição montada
store-apart-analysis = com a análise à vista
store-apart-hint = com uma sugestão
store-apart-hints = com sugestões

store-what-learn = as melhores rondas do treino
# As melhores rondas do treino de coordenadas (learn.txt).
store-learn-line = a linha { $n } não é uma ronda
store-learn-link = uma ligação para um ficheiro que não é o do treino
store-learn-unreadable = { $path } não pode ser lido ({ $why }): as melhores rondas começam de novo
store-learn-kept-aside = { $path } não pôde ser lido: fica guardado como { $kept }, e as melhores rondas começam de novo
store-learn-not-kept = { $path } não pode ser escrito ({ $why }): a ronda não fica guardada
store-learn-no-data-folder = este sistema não tem pasta de dados: a ronda não fica guardada
