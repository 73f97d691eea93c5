/**
 * The API's paths, operations and schemas, generated from web/src/api/openapi.json by
 * `npm run api:generate` (openapi-typescript). Do not edit: change the server and regenerate.
 */

export interface paths {
    "/api/admin/article/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** コラムの1件（管理者） */
        get: operations["ArticlesAdminController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/article/{id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** コラムの編集（管理者） */
        post: operations["ArticlesAdminController_edit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/article/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** コラムの公開（管理者） */
        post: operations["ArticlesAdminController_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/article/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** コラムを下書きに戻す（管理者） */
        post: operations["ArticlesAdminController_unpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/article/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** コラムの作成（管理者。下書きとして作られます） */
        post: operations["ArticlesAdminController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/article/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** コラムの削除（管理者） */
        post: operations["ArticlesAdminController_remove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/article/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** コラムの一覧（管理者。下書きを含む、更新の新しい順、?page=n） */
        post: operations["ArticlesAdminController_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/article/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** コラムの本文のプレビュー（公開ページと同じ変換の HTML。何も保存しません） */
        post: operations["ArticlesAdminController_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit/stream/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ストリームの指定日時の状態と、そこに至ったイベント（管理者のみ） */
        get: operations["AuditReplayController_replay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content-image/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** コラム・スライド用の画像の登録（管理者）。答えの url を Markdown の画像に使えます */
        post: operations["ContentImagesController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 管理画面のダッシュボード（週ごとの新規会員・掲載・商談・契約・お問い合わせの数と、管理者の対応待ち） */
        get: operations["AdminDashboardController_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fee-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 税率の期間の一覧（印紙税・登録免許税。取り下げたものも含み、state は in_force・future・past・withdrawn。gaps は本則のない最初の日付） */
        get: operations["FeeRatesAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fee-rates/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 未確認の期間を確認済みにする（補足は notes に置き換わります） */
        post: operations["FeeRatesAdminController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fee-rates/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 誤って登録した期間の取り下げ（理由が必要です。一覧には取り下げ済みとして残ります） */
        post: operations["FeeRatesAdminController_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fee-rates/registration-tax": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 登録免許税の税率の期間の追加（同じ適用条件の期間と重なる期間は 422） */
        post: operations["FeeRatesAdminController_addRegistrationTax"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fee-rates/stamp-duty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 印紙税の期間の追加（同じ区分の期間と重なる期間は 422） */
        post: operations["FeeRatesAdminController_addStampDuty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 管理者ログイン（アクセストークンは1時間有効） */
        post: operations["AdminUsersController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 管理者ログアウト（代理ログイン中の会員セッションも終了する。Origin ヘッダーが必要） */
        get: operations["AdminUsersController_logout"];
        put?: never;
        /** 管理者ログアウト（画面からはこちら） */
        post: operations["AdminUsersController_logoutByPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminUsersController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/minashi-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 代理ログイン: 管理者が会員として操作する（トークンに両方の身元が入る。管理者のセッションに従属し、最長1時間） */
        post: operations["AdminUsersController_impersonate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** お知らせの1件（管理者） */
        get: operations["NewsAdminController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/{id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** お知らせの編集（管理者） */
        post: operations["NewsAdminController_edit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** お知らせの公開（管理者。公開日時を指定すると予約） */
        post: operations["NewsAdminController_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** お知らせの非公開（管理者） */
        post: operations["NewsAdminController_unpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** お知らせの作成（管理者。公開日時を省略すると下書き） */
        post: operations["NewsAdminController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** お知らせの削除（管理者） */
        post: operations["NewsAdminController_remove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** お知らせの一覧（管理者。下書き・予約・非公開を含む、?page=n） */
        post: operations["NewsAdminController_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/property/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 物件の削除（{ id } または { ids: [...] }。1件でも削除できなければ、どれも削除しません） */
        post: operations["AdminPropertiesController_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/property/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 物件の一覧（20件ずつ。削除済みは status_id 7 を指定したときだけ） */
        post: operations["AdminPropertiesController_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/property/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 物件の項目と状態の更新（会員の編集と同じ項目・規則。フォームデータまたは JSON） */
        post: operations["AdminPropertiesController_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reject/identification/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["AdminUsersController_reject"];
        trace?: never;
    };
    "/api/admin/user-info/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminUsersController_info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/{id}/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 会員の取引の一覧（終了・中止を含む、閲覧のみ） */
        get: operations["DealsAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 会員の操作履歴（いつ・誰が・誰の代理で） */
        get: operations["AdminUsersController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/{id}/identification/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 本人確認書類のファイル */
        get: operations["AdminUsersController_document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/identification/confirm/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["AdminUsersController_confirm"];
        trace?: never;
    };
    "/api/admin/user/list/{perPage}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 会員一覧（氏名・ニックネーム・メール・種別・本人確認・都道府県で絞り込み） */
        post: operations["AdminUsersController_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/user/update-basic/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["AdminUsersController_update"];
        trace?: never;
    };
    "/api/article/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 公開中のコラムの1件（id かスラッグ。1698 は法人向けの案内）。html は安全なHTML */
        get: operations["ArticlesController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/article/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 公開中のコラムの一覧（新しい順、?page=n） */
        get: operations["ArticlesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/timeline/{kind}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 経過（日時・操作者・代理・操作・変更内容）。管理者はすべて、担当の司法書士は取引と契約、会員は自分の取引・契約と自分の会員の経過 */
        get: operations["AuditTimelinesController_timeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/timeline/{kind}/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 経過のダウンロード（CSV は UTF-8 BOM つきで Excel で開けます。PDF は印刷用）。見られる人は経過と同じ */
        get: operations["AuditTimelinesController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calculatorRegistrationFee/{v}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 売買による所有権移転登記の登録免許税（固定資産税評価額から） */
        get: operations["FeesController_registrationFee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calculatorRevenueStampFee/{v}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 不動産売買契約書の印紙税（契約金額から。軽減税率の期間中は軽減税率） */
        get: operations["FeesController_revenueStampFee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact-category/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** お問い合わせの種類の一覧 */
        get: operations["ContactController_categories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** お問い合わせの1件（管理者。返信の記録つき） */
        get: operations["ContactsAdminController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/approve/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** お問い合わせの承認（管理者） */
        post: operations["ContactsAdminController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** お問い合わせの送信（受付の確認メールを送ります。1つのアドレスから1時間に5件まで） */
        post: operations["ContactController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/erase-personal-data/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** お問い合わせの個人データの消去（管理者。送信者の求めにより、氏名・メールアドレス・本文・返信本文をすぐに消去。繰り返しても結果は同じ） */
        post: operations["ContactsAdminController_erasePersonalData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** お問い合わせの一覧（管理者。対応状況・種類・受付日・キーワードで絞り込み、?page=n） */
        post: operations["ContactsAdminController_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/reply/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** お問い合わせへのメールでの返信（管理者。返信はお問い合わせに記録されます） */
        post: operations["ContactsAdminController_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** お問い合わせの対応状況の変更（管理者） */
        patch: operations["ContactsAdminController_update"];
        trace?: never;
    };
    "/api/content-image/{id}/{size}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** コラム・スライド用の画像（JPEG。web: 幅1600px まで, thumb: 幅480px まで） */
        get: operations["ContentImagesController_image"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-image/{id}/rendition/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** コラム・スライド用の画像の srcset 用の版（320・640・1280.avif|webp|jpeg） */
        get: operations["ContentImagesController_rendition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/{id}/buyer-agree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 買主の同意 */
        get: operations["ContractsController_buyerAgree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/{id}/buyer-agree-perform-contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 買主が契約の手続きに進む（以後、内容は変更できません。次は管理手数料のお支払い） */
        get: operations["ContractsController_perform"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/{id}/buyer-transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 買主が管理手数料を銀行振込で払うと申し出る（事務局が入金を確認します） */
        get: operations["ContractsController_buyerTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/{id}/contract-detail-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 契約の全体（当事者、物件、条件、固定資産税の日割り、諸費用の目安、同意と支払いの状況） */
        get: operations["ContractsController_detailContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/{id}/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 契約書の作成（売主。物件と双方の会員情報から下書きを作ります） */
        post: operations["ContractsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/{id}/create-pdf-buyer-final": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 買主保管用の契約書PDFを作る（買主。締結済みの契約のみ。2回目からは同じPDF） */
        get: operations["ContractPdfsController_createBuyerFinal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/{id}/create-pdf-seller-final/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 売主保管用の契約書PDFを作る（売主。締結済みの契約のみ。documentId は売主の控えの番号で、1 のみ） */
        get: operations["ContractPdfsController_createSellerFinal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/{id}/request-create-contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 契約書の作成依頼（買主または売主。問い合わせ中・商談中の取引のみ） */
        get: operations["ContractsController_requestCreate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/{id}/seller-agree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 売主の同意（買主の同意の後） */
        get: operations["ContractsController_sellerAgree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/{id}/seller-proceed-contract/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 売主が書類を準備済みとして確認する（すべて確認すると契約は締結済み、取引は終了） */
        get: operations["ContractsController_sellerProceed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/{id}/settlement-checklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 決済に持参する書類のチェックリスト（売主・買主。登記の進み具合つき） */
        get: operations["ContractListsController_checklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/{id}/without-contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** この取引を契約書を使わずに終える（取引は終了になります） */
        get: operations["ContractsController_withoutContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/{lawyerId}/assign/{contractId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 司法書士の割り当て（管理者は登録済みの司法書士を、司法書士は自分を。管理手数料のお支払い後の契約のみ） */
        get: operations["ContractListsController_assign"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/confirm-transfer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 管理手数料の銀行振込の入金確認（管理者） */
        get: operations["ContractsAdminController_confirmTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/detail-term/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 契約の条件と物件の表示（編集画面用。reset で戻るひな形つき） */
        get: operations["ContractsController_detailTerm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/download-pdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 契約書PDFのダウンロード（契約の当事者、管理者、担当の司法書士だけ） */
        get: operations["ContractPdfsController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/edit-property/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 物件の表示（登記のとおり）の変更（同意の後に変えると、双方の同意は取り消されます） */
        post: operations["ContractsController_editProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/edit-term/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 契約の条件の変更（同意の後に変えると、双方の同意は取り消されます） */
        post: operations["ContractsController_editTerm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 契約の一覧を条件で絞り込み（ステータス、支払い、日付、会員） */
        post: operations["ContractListsController_filter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 契約の一覧（管理者はすべて、司法書士は担当分と未担当で依頼できる契約） */
        get: operations["ContractListsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/preview/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 契約書のプレビュー（契約の全体をデータで） */
        get: operations["ContractsController_preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/preview/lawyer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 契約の全体（担当の司法書士のみ。当事者の氏名・住所、物件の表示、条件） */
        get: operations["LawyerCasesController_preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/reset-term/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 契約の条件をひな形に戻す（同意の後なら、双方の同意は取り消されます） */
        post: operations["ContractsController_resetTerm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/seller-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 売主が準備する書類と、その documentId */
        get: operations["ContractsController_sellerDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/share-pdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 契約書PDFの共有リンクを作る（当事者と管理者だけ。既定で7日間有効） */
        get: operations["ContractPdfsController_share"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/shared-pdf/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 共有リンクで契約書PDFを開く（ログイン不要。期限切れや改変されたリンクは 403） */
        get: operations["ContractPdfsController_shared"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/special": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 特約の定型文（中立のひな形。どれを使うかは当事者が決めます） */
        get: operations["ContractsController_special"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/status-property/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 物件のステータスの一覧 */
        get: operations["ContractListsController_propertyStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contract/status/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 契約のステータス（1-8）と登記のステータス（1-10）の一覧 */
        get: operations["ContractListsController_statuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forgot/input": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** パスワード再設定の申し込み（常に成功と答える） */
        post: operations["MemberAuthController_forgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getAddressFromZipcode/{zip}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 郵便番号から住所（都道府県・市区町村・町域）を調べる */
        get: operations["ZipcodeController_lookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 稼働状況: データベースと各読み取りモデルの追いつき具合 */
        get: operations["HealthController_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lawyer/case/{id}/{step}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 登記の手続きを一つ進める（受任、本人確認、書類収集、書類確認、決済準備、申請） */
        get: operations["LawyerCasesController_step"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lawyer/case/{id}/correction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 申請した登記に補正が求められたことを記録（補正の後、もう一度申請します） */
        post: operations["LawyerCasesController_correction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lawyer/down-pdf/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 契約書PDF（買主保管用・売主保管用）のダウンロード（担当の司法書士だけ） */
        get: operations["LawyerContractPdfsController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lawyer/forgot/input": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["LawyerAccountsController_forgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lawyer/info/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 登録済みの司法書士の一覧 */
        get: operations["LawyerAccountsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lawyer/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["LawyerAccountsController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lawyer/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LawyerAccountsController_logout"];
        put?: never;
        post: operations["LawyerAccountsController_logoutByPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lawyer/mail/check/active-link/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 招待リンクの確認: 1 有効, 2 期限切れ, 3 登録済み, 4 許可なし */
        get: operations["LawyerAccountsController_checkLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lawyer/mail/input": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 司法書士の招待（管理者） */
        post: operations["LawyerAccountsController_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lawyer/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LawyerAccountsController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lawyer/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["LawyerAccountsController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lawyer/property/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 担当する取引の物件（契約書の物件の表示） */
        get: operations["LawyerCasesController_properties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lawyer/registration-completed/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 登記の完了（登記識別情報の引渡し）。農地は許可書の記録が先に必要です */
        get: operations["LawyerCasesController_registrationCompleted"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lawyer/registration-document/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 登記の書類（登記申請書、登記原因証明情報、農地法の許可書）を作成・受領したことを記録 */
        post: operations["LawyerCasesController_registrationDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lawyer/signup/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 司法書士アカウントの登録（招待リンクのトークン） */
        post: operations["LawyerAccountsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lawyer/transaction-cancel/{threadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 登記の依頼の取消（契約も取り消され、取引は終了します） */
        post: operations["LawyerCasesController_transactionCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lawyer/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** 司法書士自身のプロフィール更新 */
        patch: operations["LawyerAccountsController_update"];
        trace?: never;
    };
    "/api/lawyer/user/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 担当する取引の売主・買主（契約書の氏名・住所） */
        get: operations["LawyerCasesController_users"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 会員ログイン（JSON のみ。フォーム送信は 415） */
        post: operations["MemberAuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ログアウト（このセッションを終了する。代理ログイン中なら代理ログインだけを終了する。Origin ヘッダーが必要） */
        get: operations["MemberAuthController_logout"];
        put?: never;
        /** ログアウト（画面からはこちら） */
        post: operations["MemberAuthController_logoutByPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lp-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ランディングページの新着物件と掲載件数 */
        get: operations["PropertySearchController_landingPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/input": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** メールアドレス変更の確定（確認リンクのトークン） */
        post: operations["MemberAuthController_confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** メールアドレス変更の申し込み（新しいアドレスに確認リンクを送る） */
        post: operations["MemberAuthController_requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/master/ground-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 地目の一覧（管理用: 登録・更新日時つき） */
        get: operations["MastersController_groundList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/master/ground/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 地目の1件 */
        get: operations["MasterItemsAdminController_ground"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/master/ground/{id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** 地目の名称の変更（管理者） */
        patch: operations["MasterItemsAdminController_renameGround"];
        trace?: never;
    };
    "/api/master/ground/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 地目の登録（管理者） */
        post: operations["MasterItemsAdminController_createGround"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/master/ground/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 地目の削除（管理者。掲載中・商談中の物件が使っている地目は削除できません） */
        post: operations["MasterItemsAdminController_deleteGround"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/master/grounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 地目（物件の土地種別）の一覧 */
        get: operations["MastersController_grounds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/master/hash-tag-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ハッシュタグの一覧（登録・更新日時つき） */
        get: operations["MasterItemsAdminController_hashtagList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/master/hash-tag/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ハッシュタグの1件 */
        get: operations["MasterItemsAdminController_hashtag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/master/hash-tag/{id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** ハッシュタグの名称の変更（管理者） */
        patch: operations["MasterItemsAdminController_renameHashtag"];
        trace?: never;
    };
    "/api/master/hash-tag/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ハッシュタグの登録（管理者） */
        post: operations["MasterItemsAdminController_createHashtag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/master/hash-tag/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ハッシュタグの削除（管理者。掲載中・商談中の物件が使っているものは削除できません） */
        post: operations["MasterItemsAdminController_deleteHashtag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/master/hobby/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 趣味の一覧（image_no は表示用画像の番号） */
        get: operations["MastersController_hobbies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/master/prefectures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 47都道府県と市区町村の一覧 */
        get: operations["MastersController_prefectures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/master/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 8つの地方と、それぞれに属する都道府県 */
        get: operations["MastersController_regions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/master/yes-no-chart/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 物件の「はい・いいえ」チャートの質問 */
        get: operations["MastersController_yesNoChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ログイン中の会員 */
        get: operations["MemberAuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/{id}/toggle-pinned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 取引のピン留め（add）と解除（remove） */
        post: operations["DealsController_togglePinned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/{threadId}/file/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** メッセージに添付されたファイル（取引の当事者、管理者、担当の司法書士だけ） */
        get: operations["DealsController_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** メッセージの送信（テキスト、ファイル、またはその両方）。答えは送ったメッセージ */
        post: operations["DealsController_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/index/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 取引の内容とメッセージ（古い順、50件ずつさかのぼれます）。管理者と担当の司法書士は閲覧だけできます */
        get: operations["DealsController_messages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/read-mark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** 既読にする（message_seq まで、省略すると最新まで） */
        patch: operations["DealsController_readMark"];
        trace?: never;
    };
    "/api/message/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 自分の取引の変化を server-sent events で受け取る（message・read・thread。ページはそれを合図に読み直します） */
        get: operations["DealStreamController_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/thread/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 取引のブロック（双方の取引が終わり、以後メッセージは送れません） */
        post: operations["DealsController_block"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/thread/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 物件の売主への問い合わせ（取引の開始）。同じ物件でもう一度押すと同じ取引を開きます。答えは { thread_id } */
        post: operations["DealsController_open"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/thread/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 自分の取引の一覧（ピン留めが先、次に新しいやりとりの順） */
        get: operations["DealsController_threads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mypage/news/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** お知らせを既読にする（開いたとき） */
        post: operations["NewsController_markRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mypage/news/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 会員のお知らせの一覧（既読の印つき、?page=n） */
        get: operations["NewsController_memberList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mypage/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** メールでのお知らせの設定 */
        get: operations["NotificationSettingsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** メールでのお知らせの設定の保存 */
        patch: operations["NotificationSettingsController_update"];
        trace?: never;
    };
    "/api/mypage/user-info/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 自分の会員情報 */
        get: operations["MemberProfileController_info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mypage/user/update-basic/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** 自分の会員情報の更新 */
        patch: operations["MemberProfileController_update"];
        trace?: never;
    };
    "/api/mypage/user/upload-identification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 本人確認書類の提出（JPEG・PNG・PDF、1ファイル5MBまで、3ファイルまで。フィールド名 files） */
        post: operations["MemberProfileController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 公開中のお知らせの1件 */
        get: operations["NewsController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news/list/{perPage}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 公開中のお知らせの一覧（新しい順。パスは1ページの件数 1〜50、?page=n） */
        get: operations["NewsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification-category/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** お知らせのカテゴリの一覧 */
        get: operations["NewsController_categories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/open-chat/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 公開質問の投稿（会員）。question_id を付けると、その質問への売主の回答です。答えは { id } */
        post: operations["OpenChatController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/open-chat/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 公開質問・回答の削除（投稿したご本人と管理者だけ） */
        delete: operations["OpenChatController_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/open-chat/handle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 質問を対応済みにする（handled: false で未対応に戻す）。物件の売主だけ */
        post: operations["OpenChatController_handle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/open-chat/index/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 物件の公開質問と売主の回答（新しい質問から）。投稿者はニックネームだけを示します */
        get: operations["OpenChatController_index"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/option/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** オプションの1件。提供中のものは誰でも、提供していないものは管理者だけ（ほかは 404） */
        get: operations["OptionsController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/option/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** オプション（有料サービス）の一覧（管理者、?page=n） */
        post: operations["OptionsController_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/option/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** オプションの更新（管理者。送った項目だけ変わります） */
        patch: operations["OptionsController_update"];
        trace?: never;
    };
    "/api/password/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** パスワード変更（ほかのセッションはすべて終了し、新しいトークンを返す） */
        post: operations["MemberAuthController_changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** パスワード再設定（すべてのセッションを終了する） */
        post: operations["MemberAuthController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/management-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 管理手数料のカード払いを開始（Stripe のカード入力フォームで確定する支払い。買主。契約の手続きに進んだ後） */
        post: operations["PaymentsController_openManagementPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/pay-management": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 管理手数料のカード払い（買主。契約の手続きに進んだ後） */
        post: operations["PaymentsController_payManagement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/access/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 所在地の地図リンク */
        get: operations["PropertySearchController_access"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** いちばん最近編集した下書き（なければ null） */
        get: operations["PropertiesController_newestDraft"];
        put?: never;
        /** 下書きの作成（入力済みの項目を一緒に送れます）。答えは { id } */
        post: operations["PropertiesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 物件の編集内容（所有者または管理者） */
        get: operations["PropertiesController_get"];
        put?: never;
        /** 物件の項目の保存（送った項目だけ変わります。null で空にします） */
        post: operations["PropertiesController_edit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/edit/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 物件の写真の登録（20枚まで）。答えは写真の一覧（PropertyImage[]、並び順） */
        post: operations["PropertyPhotosController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/edit/{id}/image/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 物件の写真の削除。答えは残った PropertyImage[] */
        delete: operations["PropertyPhotosController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/edit/{id}/image/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 物件の写真の並び替え（すべての写真を1回ずつ、先頭がメイン写真）。答えは新しい順の PropertyImage[] */
        post: operations["PropertyPhotosController_order"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/favorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** お気に入りの物件（新しく登録した順） */
        get: operations["PropertySearchController_favorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/favorite/create/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** お気に入りの登録・解除（切り替え） */
        patch: operations["PropertySearchController_toggleFavorite"];
        trace?: never;
    };
    "/api/property/image/{imageId}/{size}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 物件の写真（JPEG）。掲載中・商談中・成約の物件は誰でも、それ以外は所有者と管理者だけ（ほかは 404） */
        get: operations["PropertyPhotosController_image"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/image/{imageId}/rendition/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 物件の写真の srcset 用の版（幅320・640・1280px、元の写真より大きくはしない）。見られる人は web・thumb と同じ */
        get: operations["PropertyPhotosController_rendition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/info/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 物件の概要（カード表示用） */
        get: operations["PropertySearchController_info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 自分の物件の一覧（削除したものを除く、更新の新しい順） */
        get: operations["PropertiesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 物件検索（掲載中・商談中の物件。ログイン中の会員は検索履歴に残ります） */
        post: operations["PropertySearchController_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/search_history/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 会員の最近の検索条件（新しい順） */
        get: operations["PropertySearchController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/update-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 物件の状態の変更（property_id を省くと、いちばん最近編集した自分の下書き） */
        post: operations["PropertiesController_updateStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/viewdetail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 物件詳細（公開中の物件。下書きなどは所有者と管理者のみ） */
        get: operations["PropertySearchController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/side-bar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 一覧・検索ページのサイドバー（地方・都道府県・地目ごとの掲載数、よく使われるハッシュタグ、最新のお知らせ） */
        get: operations["SideBarController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup/bot-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 会員登録フォームのボット対策: 有効なら provider と公開サイトキー、無効なら provider は null */
        get: operations["MemberAuthController_botCheckSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup/check-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 会員登録リンクをメールで送る（登録済みかどうかは答えない） */
        post: operations["MemberAuthController_checkEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup/check/active-link/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 会員登録リンクの確認: 1 有効, 2 期限切れ, 3 登録済み, 4 許可なし */
        get: operations["MemberAuthController_checkLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 会員登録（登録後はログイン状態になる） */
        post: operations["MemberAuthController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup/done/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** 会員登録の完了（ようこそメールを一度だけ送る） */
        patch: operations["MemberAuthController_done"];
        trace?: never;
    };
    "/api/site-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** この設置の画面向け設定（phase2: 管理画面の第2期メニューの有無） */
        get: operations["SiteSettingsController_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slider/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** スライドの作成（管理者。画像つき、最後に並びます） */
        post: operations["SlidersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slider/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** スライドの削除（管理者） */
        post: operations["SlidersController_remove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slider/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** スライドの1件（管理者） */
        get: operations["SlidersController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slider/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** スライドの編集（管理者。画像を送らなければ今の画像のまま） */
        post: operations["SlidersController_edit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slider/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** スライドの一覧（表示順）。誰でも掲載期間内のもの、管理者は ?all=true ですべて */
        get: operations["SlidersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/slider/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** スライドの並び替え（管理者。すべての id を表示する順に）。答えはすべてのスライド */
        post: operations["SlidersController_order"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/todo-list/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** やることリスト（status: 0 未対応, 1 対応済み, 省略で全件） */
        get: operations["MemberProfileController_todoList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/todolist-news-unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ヘッダーの件数（やること・お知らせ・メッセージ・スレッド） */
        get: operations["MemberProfileController_counters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** アクセストークンの更新（リフレッシュトークンは Cookie で送る。Origin ヘッダーが必要。使用から30秒を過ぎた使い回しはセッションを終了する） */
        post: operations["MemberAuthController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/top-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** トップページの新着物件と、地域・都道府県・ハッシュタグ・地目ごとの件数 */
        get: operations["PropertySearchController_topPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-contract/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 取引履歴（契約のある自分の取引。売主・買主の両方、新しい順に20件ずつ） */
        get: operations["UserContractsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-contract/payment-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 管理手数料の払い方（カード決済の提供元。sandbox はテスト決済、none は銀行振込のみ）と金額 */
        get: operations["UserContractsController_paymentOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-contract/state/{threadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 取引の契約の状態（自分の立場、同意、支払い、確認済みの書類。依頼前は status_id 0）。取引の当事者だけ */
        get: operations["UserContractsController_state"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 退会（個人情報と本人確認書類を削除し、すべてのセッションを終了する） */
        post: operations["MemberAuthController_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/word-press/top": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** トップページのコラム欄（公開中の新しい3件） */
        get: operations["ArticlesController_top"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @enum {string} */
        AccountRole: "member" | "admin" | "lawyer";
        AddressAnswer: {
            /** @description 町域 */
            address: string;
            /** @description 市区町村 */
            city: string;
            prefecture_id: number;
            /** @description 都道府県 */
            state: string;
            zipcode: string;
        };
        AdminArticleFilterDto: {
            /** @description タイトルと本文から探す語 */
            keyword?: string;
            /**
             * @description 下書き・公開中
             * @enum {string}
             */
            status?: "draft" | "published";
        };
        AdminArticleView: {
            body_markdown: string;
            /** @enum {string} */
            category: "general" | "corporate";
            cover_image: components["schemas"]["ContentImage"] | null;
            created_at: string;
            id: string;
            published_at: string | null;
            slug: string | null;
            /** @enum {string} */
            status: "draft" | "published";
            title: string;
            updated_at: string;
            url: string;
        };
        AdminDashboard: {
            series: components["schemas"]["DashboardSeries"][];
            waiting: components["schemas"]["AdminWaiting"];
            /** @description Mondays (Japan time) of the weeks shown, oldest first; the last is the current week. */
            weeks: string[];
        };
        AdminNewsFilterDto: {
            /** @description タイトルと本文から探す語 */
            keyword?: string;
            /**
             * @description 下書き・公開予約・公開中・非公開
             * @enum {string}
             */
            state?: "draft" | "scheduled" | "published" | "unpublished";
        };
        AdminNewsView: {
            body: string;
            category: components["schemas"]["NewsCategoryView"] | null;
            created_at: string;
            id: string;
            mail_recipients: number | null;
            mail_sent_at: string | null;
            notify_by_mail: boolean;
            publish_at: string | null;
            state: components["schemas"]["NewsPublicationState"];
            title: string;
            updated_at: string;
        };
        AdminPropertyDeleteDto: {
            /** @description 削除する物件の id（1件） */
            id?: string;
            /** @description 削除する物件の id（複数、100件まで） */
            ids?: string[];
        };
        AdminPropertyListDto: {
            /** @description 価格の上限（円）。価格が不明の物件は含みません */
            max_price?: number;
            /** @description 価格の下限（円） */
            min_price?: number;
            /** @description 物件名（部分一致） */
            name?: string;
            /** @description 所有者のニックネーム（部分一致）または会員 id */
            owner?: string;
            /** @description 都道府県（1-47） */
            prefecture_id?: number;
            /**
             * @description 並び順（既定は更新の新しい順）
             * @enum {string}
             */
            sort?: "updated_desc" | "updated_asc" | "registered_desc" | "price_asc" | "price_desc";
            /**
             * @description 1 下書き, 2 掲載中, 3 商談中, 4 成約, 5 掲載停止, 6 取引完了, 7 削除済み。削除済みの物件は 7 を指定したときだけ
             * @enum {number}
             */
            status_id?: 1 | 2 | 3 | 4 | 5 | 6 | 7;
        };
        AdminPropertyRow: {
            city: string | null;
            id: string;
            name: string | null;
            owner: {
                id: string;
                nickname: string | null;
            };
            prefecture: string | null;
            prefecture_id: number | null;
            registered_at: string | null;
            /** @description Yen, -1 for 不明, null when not filled in. */
            sale_price: number | null;
            status: string;
            status_id: number;
            updated_at: string;
        };
        AdminPropertyUpdateDto: {
            /** @description 交通アクセス */
            access?: string | null;
            /** @description 番地以降・建物名 */
            address?: string | null;
            /** @description 土地面積（㎡） */
            area?: number | null;
            /** @description 町名・番地 */
            block?: string | null;
            /** @description 境界 */
            boundary_id?: number | null;
            /** @description カテゴリー（番号のカンマ区切り、例 1,4,7） */
            categories?: string | null;
            /** @description 市区町村 */
            city?: string | null;
            /** @description 建築年（和暦の年） */
            construction_year?: number | null;
            /** @description 建築年が不明 */
            construction_year_unknown?: boolean | null;
            /** @description メッセージ1 */
            detail_1?: string | null;
            /** @description メッセージ2 */
            detail_2?: string | null;
            /** @description メッセージ3 */
            detail_3?: string | null;
            /** @description メッセージ4 */
            detail_4?: string | null;
            /** @description メッセージ5 */
            detail_5?: string | null;
            /**
             * @description 建築年の元号
             * @enum {string|null}
             */
            era_name?: "明治" | "大正" | "昭和" | "平成" | "令和" | null;
            /** @description 間取り */
            floor_plan?: string | null;
            /** @description 地目（マスターの id） */
            ground_id?: number | null;
            /** @description 諸費用（円、-1 で不明） */
            incidental_cost?: number | null;
            /** @description 諸費用が不明 */
            incidental_cost_unknown?: boolean | null;
            /** @description 建物の有無 */
            is_building?: boolean | null;
            /** @description 管理費（円） */
            management_price?: number | null;
            /** @description 管理費が不明 */
            management_price_unknown?: boolean | null;
            /** @description 物件名 */
            name?: string | null;
            /** @description 近隣の状況 */
            neighbors_id?: number | null;
            /** @description 近隣の状況の補足 */
            neighbors_text?: string | null;
            /** @description 都道府県（1-47） */
            prefecture_id?: number | null;
            /** @description 固定資産税額（円） */
            property_tax_price?: number | null;
            /** @description 固定資産税額が不明 */
            property_tax_price_unknown?: boolean | null;
            /** @description 登記費用（円） */
            register_cost?: number | null;
            /** @description 登録ステップ（1-5） */
            registration_step?: number | null;
            /** @description 収入印紙代（円） */
            revenue_stamp_fee?: number | null;
            /** @description 河川・水路 */
            river_id?: number | null;
            /** @description 接道1 */
            road_id_1?: number | null;
            /** @description 接道2 */
            road_id_2?: number | null;
            /** @description 接道3 */
            road_id_3?: number | null;
            /** @description 接道4 */
            road_id_4?: number | null;
            /** @description 希望売却価格（円、-1 で不明） */
            sale_price?: number | null;
            /** @description 売却サポートサービスの利用 */
            sale_support_service?: boolean | null;
            /**
             * @description 物件の状態（1 下書き, 2 掲載中, 3 商談中, 4 成約, 5 掲載停止, 6 取引完了, 7 削除済み）。項目を保存してから変わります
             * @enum {number}
             */
            status_id?: 1 | 2 | 3 | 4 | 5 | 6 | 7;
            /** @description 樹木 */
            tree_id?: number | null;
            /** @description 固定資産税評価額（円） */
            valuation_price?: number | null;
            /** @description 固定資産税評価額が不明 */
            valuation_price_unknown?: boolean | null;
            /** @description Yes/Noチャートの回答（送ると全問を置き換えます） */
            yes_no_charts?: components["schemas"]["YesNoAnswerDto"][] | null;
            /** @description 動画URL（YouTube） */
            youtube_url?: string | null;
            /** @description 郵便番号（前半3桁、例 100） */
            zipcode1?: string | null;
            /** @description 郵便番号（後半4桁、例 0001） */
            zipcode2?: string | null;
        };
        AdminSlideView: {
            alt: string;
            created_at: string;
            ends_at: string | null;
            id: string;
            image: components["schemas"]["ContentImage"] | null;
            link_url: string | null;
            shown_now: boolean;
            sort: number;
            starts_at: string | null;
            title: string;
            updated_at: string;
        };
        AdminView: {
            email: string;
            id: string;
            name: string;
        };
        AdminWaiting: {
            /** @description Contracts whose buyer said the management fee was sent by bank transfer, not yet confirmed. */
            bank_transfers: number;
            /** @description Contacts nobody has started to handle. */
            contacts: number;
            /** @description Members whose identity documents wait for a review. */
            identity_reviews: number;
        };
        ApiErrorEnvelope: {
            /** @description 拒否の内容によっては補足（たとえば待つ秒数） */
            data: unknown;
            /** @description 項目名ごとの誤りの説明 */
            errors?: {
                [key: string]: string[];
            };
            /** @description 利用者に見せる説明（です・ます） */
            message: string;
            /** @enum {boolean} */
            success: false;
        };
        ArticleDetail: {
            /** @enum {string} */
            category: "general" | "corporate";
            category_label: string;
            cover_image: components["schemas"]["ContentImage"] | null;
            excerpt: string;
            html: string;
            id: string;
            published_at: string;
            slug: string | null;
            title: string;
            /** @description The page's address on this site. */
            url: string;
        };
        ArticleDto: {
            /** @description 本文（Markdown、50,000文字以内）。表示では安全なHTMLに変換されます */
            body_markdown: string;
            /**
             * @description general: 一般（省略時）, corporate: 法人向け
             * @enum {string}
             */
            category?: "general" | "corporate";
            /** @description カバー画像の id（POST /api/admin/content-image/upload の答え） */
            cover_image_id?: string | null;
            /**
             * @description スラッグ（半角英小文字・数字・ハイフン、64文字以内）。/info/articles/{slug} でも開けます。法人向けの案内は 1698
             * @example 1698
             */
            slug?: string | null;
            /**
             * @description タイトル（100文字以内）
             * @example 空き家を売る前に確かめたいこと
             */
            title: string;
        };
        ArticlePreviewDto: {
            /** @description 表示を確かめる本文（Markdown） */
            body_markdown: string;
        };
        ArticleSummary: {
            /** @enum {string} */
            category: "general" | "corporate";
            category_label: string;
            cover_image: components["schemas"]["ContentImage"] | null;
            excerpt: string;
            id: string;
            published_at: string;
            slug: string | null;
            title: string;
            /** @description The page's address on this site. */
            url: string;
        };
        AuditTimeline: {
            entries: components["schemas"]["AuditTimelineEntry"][];
            id: string;
            /** @enum {string} */
            kind: "member" | "contract" | "listing" | "deal";
            title: string;
        };
        AuditTimelineEntry: {
            actor: components["schemas"]["TimelineParty"];
            changes: components["schemas"]["FieldChange"][];
            changes_text: string;
            label: string;
            /** @description 代理: impersonation, the payment provider or the system acting by itself. */
            on_behalf_note: string | null;
            on_behalf_of: components["schemas"]["TimelineParty"] | null;
            /** @description The contract PDF a `ContractPdfCreated` event made; null for every other event. */
            pdf: components["schemas"]["TimelinePdf"] | null;
            position: number;
            recorded_at: string;
            /** @description 日本時間 */
            recorded_at_jst: string;
            stream_id: string;
            stream_label: string;
            type: string;
        };
        BotCheckSettings: {
            /** @enum {string} */
            provider: "turnstile";
            site_key: string;
        } | {
            /** @enum {unknown|null} */
            provider: null;
        };
        /** @enum {string} */
        BuyerKind: "person" | "company";
        CardPaymentOpened: {
            amount: number;
            client_secret: string;
            payment_id: string;
            provider: string;
            thread_id: string;
        };
        CaseReasonDto: {
            /** @description 理由（当事者に知らされます） */
            reason: string;
        };
        ChecklistItem: {
            key: string;
            name: string;
            /** @description The seller confirmed it as prepared on the contract (seller's items only). */
            prepared: boolean | null;
            state: components["schemas"]["ChecklistItemState"];
            state_label: string;
        };
        /** @enum {string} */
        ChecklistItemState: "prepare" | "bring" | "verified" | "not_needed";
        City: {
            /** @description 5-digit local government code without its check digit, e.g. `13101`. */
            code: string;
            /** @description As written in addresses, with the district for towns and villages: 千代田区, 北都留郡小菅村. */
            name: string;
        };
        ConfirmFeeRatePeriodDto: {
            /** @description 確認後も残す補足。省略すると補足はなくなります（未確認の理由の補足を消すため） */
            notes?: string[];
        };
        ContactAdmin: {
            id: string;
            name: string;
        };
        ContactCategoryView: {
            id: number;
            name: string;
        };
        ContactCreateDto: {
            /** @description Turnstile の応答トークン（設定時のみ必須。設定は GET /api/signup/bot-check） */
            bot_token?: string;
            /**
             * @description お問い合わせの種類の id（GET /api/contact-category/list）
             * @example 1
             */
            category_id: number;
            /**
             * @description 返信先のメールアドレス
             * @example hanako@example.jp
             */
            email: string;
            /** @description お問い合わせ内容（3,000文字以内） */
            message: string;
            /**
             * @description お名前（50文字以内）
             * @example 山田 花子
             */
            name: string;
            /** @description 空欄のまま送る項目（画面には表示しません） */
            website?: string;
        };
        ContactFilterDto: {
            /** @description お問い合わせの種類の id */
            category_id?: number;
            /**
             * Format: date
             * @description 受付日の開始（YYYY-MM-DD、日本時間、含む）
             */
            date_from?: string;
            /**
             * Format: date
             * @description 受付日の終了（YYYY-MM-DD、日本時間、含む）
             */
            date_to?: string;
            /** @description お名前・メールアドレス・内容から探す語 */
            keyword?: string;
            /**
             * @description 対応状況: 0 未対応, 1 対応中, 2 完了
             * @enum {integer}
             */
            status?: 0 | 1 | 2;
        };
        ContactReplyDto: {
            /** @description 件名（100文字以内。【いえとち直売所】が前に付きます） */
            subject: string;
            /** @description 返信の本文（5,000文字以内） */
            text: string;
        };
        ContactReplyRecord: {
            by: components["schemas"]["ContactAdmin"];
            replied_at: string;
            subject: string;
            text: string;
        };
        ContactUpdateDto: {
            /**
             * @description 対応状況: 0 未対応, 1 対応中, 2 完了
             * @enum {integer}
             */
            status: 0 | 1 | 2;
        };
        ContactView: {
            approved: boolean;
            approved_at: string | null;
            approved_by: components["schemas"]["ContactAdmin"] | null;
            category: components["schemas"]["ContactCategoryView"] | null;
            email: string;
            id: string;
            message: string;
            name: string;
            received_at: string;
            replies: components["schemas"]["ContactReplyRecord"][];
            /** @enum {number} */
            status: 0 | 1 | 2;
            status_name: string;
            updated_at: string;
            user_id: string | null;
        };
        ContentImage: {
            height: number;
            id: string;
            renditions: components["schemas"]["ContentImageRendition"][];
            thumb_url: string;
            url: string;
            width: number;
        };
        ContentImageRendition: {
            /** @enum {string} */
            format: "avif" | "webp" | "jpeg";
            height: number;
            url: string;
            width: number;
        };
        ContractContent: {
            agreements: {
                buyer_agreed_at: string | null;
                seller_agreed_at: string | null;
            };
            clauses: {
                area_basis: string;
                boundary: string;
                deposit: string;
                items_left: string;
                non_conformity: {
                    note: string;
                    /** @enum {string} */
                    period: "excluded" | "three_months" | "six_months" | "one_year";
                    text: string;
                };
                ownership: string;
                risk: string;
                special_terms: string[];
                tax_proration: string;
                tax_reckoning_date: string;
            };
            closing_costs: {
                basis: {
                    registration_tax_building: {
                        legal_basis: string | null;
                        rate_percent: number | null;
                        rule: string;
                    } | null;
                    registration_tax_land: {
                        legal_basis: string | null;
                        rate_percent: number | null;
                        rule: string;
                    } | null;
                    stamp_duty: {
                        legal_basis: string | null;
                        rate_percent: number | null;
                        rule: string;
                    } | null;
                };
                buyer: {
                    management_fee: number;
                    registration_tax: {
                        building: number | null;
                        land: number | null;
                        total: number | null;
                    };
                    scrivener_fee: {
                        max: number;
                        min: number;
                    };
                    stamp_duty: number | null;
                    tax_proration_paid: number | null;
                };
                notes: string[];
                seller: {
                    stamp_duty: number | null;
                    tax_proration_received: number | null;
                };
            };
            concluded_at: string | null;
            drafted_at: string | null;
            id: string;
            parties: components["schemas"]["ContractPartyNames"] | null;
            payment: {
                did_pay_management_fee: boolean;
                management_fee: number;
                /** @enum {string|null} */
                method: "card" | "bank_transfer" | null;
                paid_at: string | null;
                payment_status: string;
                transfer_declared_at: string | null;
            };
            /** @description The final copies made after conclusion (`create-pdf-*`), to download or share by id. */
            pdfs: {
                created_at: string;
                id: string;
                kind: components["schemas"]["ContractPdfKind"];
                sha256: string;
            }[];
            property: components["schemas"]["ContractProperty"];
            property_id: string;
            requested_at: string | null;
            seller_documents: {
                confirmed: boolean;
                document_id: number;
                name: string;
            }[];
            status_id: number;
            status_name: string;
            /** @description Null until the delivery date and the year's tax are filled in. */
            tax_proration: components["schemas"]["TaxProration"] | null;
            terms: components["schemas"]["ContractTerms"];
            thread_id: string;
            updated_at: string;
        };
        ContractHistoryItem: {
            concluded_at: string | null;
            did_pay_management_fee: boolean;
            partner_id: string;
            partner_nickname: string | null;
            /** @description お支払済み or 未払い. */
            payment_status: string;
            /** @description 売買代金 as agreed so far; null until drafted. */
            price: number | null;
            property_id: string;
            /** @description The listing's name as it was when the contract was drafted; null before drafting. */
            property_name: string | null;
            /**
             * @description The asking member's side of the deal.
             * @enum {string}
             */
            role: "buyer" | "seller";
            status_id: number;
            status_name: string;
            thread_id: string;
            updated_at: string;
        };
        ContractListItem: {
            /** @description A lawyer's row of a paid contract nobody has taken yet: what is needed to take it, no more. */
            assignable: boolean;
            buyer_id: string | null;
            concluded_at: string | null;
            did_pay_management_fee: boolean;
            ended_at: string | null;
            management_price: number | null;
            paid_at: string | null;
            /** @enum {string|null} */
            payment_method: "card" | "bank_transfer" | null;
            payment_status: string;
            price: number | null;
            property_id: string | null;
            property_name: string | null;
            property_tax_price: number | null;
            property_zipcode: string | null;
            registration: components["schemas"]["RegistrationSummary"] | null;
            requested_at: string | null;
            sale_price: number | null;
            seller_id: string | null;
            status_id: number;
            status_name: string;
            thread_id: string;
            updated_at: string;
            valuation_price: number | null;
        };
        ContractPartyName: {
            address: string | null;
            /** @description 1 個人, 2 法人. */
            class: number;
            member_id: string;
            /** @description 氏名, or the company's name for a corporate member. */
            name: string;
            name_kana: string | null;
        };
        ContractPartyNames: {
            buyer: components["schemas"]["ContractPartyName"];
            seller: components["schemas"]["ContractPartyName"];
        };
        ContractPaymentOptions: {
            card_available: boolean;
            /**
             * @description `sandbox` is a test provider that moves no money; `stripe` takes cards in Stripe's form; `none` takes no card (bank transfer only).
             * @enum {string}
             */
            card_provider: "sandbox" | "stripe" | "none";
            management_fee: number;
            /** @description Stripe's publishable key for Stripe.js in the browser; null for other providers. */
            publishable_key: string | null;
        };
        /** @enum {string} */
        ContractPdfKind: "buyer_final" | "seller_final";
        ContractPdfShare: {
            expires_at: string;
            url: string;
        };
        ContractProperty: {
            /** @description 床面積, ㎡ (all floors). */
            building_floor_area: number | null;
            building_house_number: string | null;
            building_kind: string | null;
            building_location: string | null;
            building_structure: string | null;
            building_valuation: number | null;
            current_use: string | null;
            has_building: boolean;
            /** @description 地積, ㎡. */
            land_area: number | null;
            land_category: string | null;
            land_location: string | null;
            land_lot_number: string | null;
            /** @description 固定資産税評価額 of the land and of the building, yen: the base of the registration tax. */
            land_valuation: number | null;
        };
        ContractStepAnswer: {
            status_id: number;
            status_name: string;
            thread_id: string;
        };
        ContractTerms: {
            /** @description The year's fixed-asset tax (固定資産税・都市計画税) being prorated, yen; null when not known yet. */
            annual_fixed_asset_tax: number | null;
            /** @enum {string} */
            area_basis: "registry" | "survey";
            /** @description 特約: an encroachment is settled by a memorandum with the neighbour before delivery. */
            boundary_memorandum: boolean;
            delivery_date: string | null;
            /** @description 手付金, yen; always a 解約手付. */
            deposit_amount: number;
            /** @description Until this day either party may cancel by the deposit (the buyer forfeiting it, the seller paying back double). */
            deposit_deadline: string | null;
            /** @description 特約: the sale is conditional on the 農地法 permission (or notification). */
            farmland_permission_condition: boolean;
            /** @enum {string} */
            items_left: "seller_removes" | "as_is" | "itemised";
            /** @description The itemised list, when `items_left` is `itemised`. */
            items_left_list: string | null;
            /** @enum {string} */
            non_conformity_period: "excluded" | "three_months" | "six_months" | "one_year";
            other_special_terms: string | null;
            payment_schedule: components["schemas"]["PaymentInstalment"][];
            /** @description 売買代金, yen. */
            price: number;
            /** @description 実測売買 only: yen per ㎡ of the difference between surveyed and registered area. */
            survey_price_per_sqm: number | null;
            /** @enum {string} */
            tax_reckoning_date: "january_1" | "april_1";
        };
        ContractTermsView: {
            property: components["schemas"]["ContractProperty"];
            status_id: number;
            status_name: string;
            template: components["schemas"]["ContractTerms"];
            terms: components["schemas"]["ContractTerms"];
            thread_id: string;
        };
        CreateContractDto: {
            /** @description 取引（スレッド）の id。送るときはパスの threadId と同じであること */
            thread_id?: string;
        };
        CreateOpenChatPostDto: {
            /** @description 質問または回答（1,000文字まで、プレーンテキスト） */
            message: string;
            /** @description 質問する（回答する）物件の id */
            property_id: string;
            /** @description 売主が回答するときの質問の id。省略すると質問の投稿です */
            question_id?: string | null;
        };
        DashboardSeries: {
            /** @description One number per week of `weeks`, in the same order. */
            counts: number[];
            /** @enum {string} */
            key: "members" | "listings" | "deals" | "contracts" | "contacts";
            label: string;
            total: number;
        };
        DealCounters: {
            /** @description Messages from the other party not read yet, over every deal. */
            message_unread: number;
            /** @description Deals the member takes part in. */
            thread_all: number;
        };
        DealMessageDocument: {
            file: components["schemas"]["DealMessageFile"] | null;
            id: string;
            posted_at: string;
            sender_id: string;
            seq: number;
            text: string;
            thread_id: string;
        };
        DealMessageFile: {
            /** @enum {string} */
            content_type: "image/jpeg" | "image/png" | "application/pdf" | "image/heic";
            file_id: string;
            file_name: string;
            sha256: string;
            size: number;
        };
        DealThreadListItem: {
            id: string;
            last_activity_at: string;
            last_message_preview: string | null;
            midoku_count: number;
            partner_id: string;
            partner_nickname: string | null;
            /** @description The last of the asking member's messages the other party has read (0: none). */
            partner_read_up_to: number;
            pinned_at: string | null;
            property_id: string;
            property_name: string | null;
            /** @description Yen, -1 for 不明, null when the listing has no price. */
            property_price: number | null;
            property_thumb_image: string | null;
            /**
             * @description The asking member's side of the deal.
             * @enum {string}
             */
            role: "buyer" | "seller";
            status_id: number;
            status_name: string;
        };
        DealThreadRefDto: {
            /** @description 取引（スレッド）の id */
            thread_id: string;
        };
        DeleteArticleDto: {
            /** @description 削除するコラムの id */
            id: string;
        };
        DeleteHashtagDto: {
            /** @description 削除するハッシュタグの id */
            id?: number;
            /** @description 画面が付けるフラグ。id の代わりに番号を送っても受け付けます */
            idDeleteHashtag?: boolean | number;
        };
        DeleteLandCategoryDto: {
            /** @description 削除する地目の id */
            id?: number;
            /** @description 画面が付けるフラグ。id の代わりに番号を送っても受け付けます */
            idDeleteCate?: boolean | number;
        };
        DeleteNewsDto: {
            /** @description 削除するお知らせの id */
            id: string;
        };
        DeleteSlideDto: {
            /** @description 削除するスライドの id */
            id: string;
        };
        EmailChangeDto: {
            /** @description 半角英数字・記号 */
            email: string;
            /** @description 現在のパスワード */
            password: string;
        };
        EmailDto: {
            /** @description 半角英数字・記号 */
            email: string;
        };
        FeeBasis: {
            bracket: components["schemas"]["FeeBracket"] | null;
            /** @description When the rates were last checked against the source; null while unconfirmed. */
            checked_on: string | null;
            confirmed: boolean;
            legal_basis: string;
            notes: string[];
            period: components["schemas"]["FeePeriod"];
            rate_percent: number | null;
            /** @description The rule applied, in Japanese, e.g. `軽減税率`. */
            rule: string;
            /** @description Where the rates are published. */
            source: string;
        };
        FeeBracket: {
            /** @description The bracket as the law's table words it, e.g. `100万円を超え500万円以下`. */
            label: string;
            max: number | null;
            min: number;
        };
        /** @enum {string} */
        FeeCalculator: "stamp_duty" | "registration_tax";
        FeePeriod: {
            from: string | null;
            to: string | null;
        };
        FeeRatePartyView: {
            id: string;
            /** @description The admin's name, `システム` for the built-in rates; null when not known. */
            name: string | null;
            role: string;
        };
        /** @enum {string} */
        FeeRatePeriodState: "withdrawn" | "in_force" | "future" | "past";
        FeeRatePeriodView: {
            added_at: string;
            added_by: components["schemas"]["FeeRatePartyView"];
            applies_to: {
                /** @enum {string} */
                buyer?: "person" | "company";
                /** @enum {string} */
                cause?: "sale" | "gift";
                /** @enum {string} */
                kind?: "land" | "building";
                /** @description A 住宅用家屋 an individual buys as their own home, meeting 措置法 第73条's conditions. */
                residential?: boolean;
            } | null;
            brackets: components["schemas"]["StampDutyBracket"][] | null;
            calculator: components["schemas"]["FeeCalculator"];
            /** @description The day (Japan) the rates were checked against the source; null while unconfirmed. */
            checked_on: string | null;
            confirmed: boolean;
            confirmed_at: string | null;
            confirmed_by: components["schemas"]["FeeRatePartyView"] | null;
            from: string | null;
            /**
             * @description Stamp duty only: the 本則 or a reduction.
             * @enum {string|null}
             */
            kind: "standard" | "reduced" | null;
            legal_basis: string;
            notes: string[];
            per_mille: number | null;
            period_id: string;
            /** @description Registration tax only. */
            rule: string | null;
            state: components["schemas"]["FeeRatePeriodState"];
            to: string | null;
            withdrawal_reason: string | null;
            withdrawn: boolean;
            withdrawn_at: string | null;
            withdrawn_by: components["schemas"]["FeeRatePartyView"] | null;
        };
        FeeRatesOverview: {
            /** @description The first date from which a calculator has no 本則 (null when every date is covered). */
            gaps: {
                registration_tax: string | null;
                stamp_duty: string | null;
            };
            registration_tax: components["schemas"]["FeeRatePeriodView"][];
            stamp_duty: components["schemas"]["FeeRatePeriodView"][];
            /** @description The date in Japan the states are judged on. */
            today: string;
        };
        FieldChange: {
            after: components["schemas"]["JsonValue"];
            before: components["schemas"]["JsonValue"];
            field: string;
            label: string;
        };
        HandleOpenChatQuestionDto: {
            /** @description true で対応済み、false で未対応に戻します。省略すると true */
            handled?: boolean;
            /** @description 対応済みにする質問の id */
            question_id: string;
        };
        Health: {
            /** @enum {string} */
            database: "server" | "embedded";
            log_position: number;
            projections: {
                behind: number;
                name: string;
                position: number;
            }[];
            /** @enum {string} */
            status: "ok";
        };
        HistoryParty: {
            id: string;
            /** @description The admin's or lawyer's name or the member's nickname, when the party is still known. */
            name?: string | null;
            role: string;
        };
        ImpersonateDto: {
            user_id: string;
        };
        JsonValue: (string | number | components["schemas"]["JsonValue"][] | {
            [key: string]: components["schemas"]["JsonValue"];
        } | boolean) | null;
        LawyerMemberItem: {
            address: string | null;
            class: number;
            class_name: string;
            member_id: string;
            name: string;
            name_kana: string | null;
            /** @enum {string} */
            side: "buyer" | "seller";
            side_name: string;
            thread_id: string;
        };
        LawyerProfileDto: {
            address?: string | null;
            name: string;
            name_kana?: string | null;
            office_name: string;
            registration_number?: string | null;
            tel?: string | null;
            zipcode?: string | null;
        };
        LawyerPropertyItem: {
            delivery_date: string | null;
            price: number | null;
            property: components["schemas"]["ContractProperty"] | null;
            property_id: string;
            property_name: string | null;
            property_zipcode: string | null;
            registration: components["schemas"]["RegistrationSummary"];
            thread_id: string;
        };
        LawyerSignUpDto: {
            name: string;
            office_name: string;
            /** @description 半角英数字・記号 */
            password: string;
            password_confirmation: string;
            token: string;
        };
        LawyerView: {
            address: string | null;
            email: string | null;
            id: string;
            name: string | null;
            name_kana: string | null;
            office_name: string | null;
            registered_at: string | null;
            registration_number: string | null;
            tel: string | null;
            zipcode: string | null;
        };
        /** @enum {number} */
        LinkStatus: 1 | 2 | 4 | 3;
        LoginDto: {
            /** @description 半角英数字・記号 */
            email: string;
            password: string;
        };
        MailboxEntry: {
            id: number;
            sent_at: string;
            subject: string;
            text: string;
            to: string;
        };
        MasterItemNameDto: {
            /** @description 名称（50文字以内、種類の中で重複なし） */
            name: string | null;
        };
        MasterItemView: {
            created_at: string;
            id: number;
            name: string;
            note: string | null;
            sort: number;
            updated_at: string;
        };
        /** @enum {number} */
        MemberClass: 1 | 2;
        MemberContractState: {
            buyer_agreed: boolean;
            /** @description False once the deal was blocked or has ended: no step can be taken. */
            deal_ongoing: boolean;
            did_pay_management_fee: boolean;
            documents_confirmed: number[];
            management_fee: number | null;
            /** @enum {string|null} */
            payment_method: "card" | "bank_transfer" | null;
            /** @enum {string} */
            role: "buyer" | "seller";
            seller_agreed: boolean;
            /** @description 0: no contract requested yet; otherwise the contract status 1-8. */
            status_id: number;
            status_name: string;
            thread_id: string;
        };
        MemberListFilterDto: {
            class?: number;
            email?: string;
            identification_verify_status?: number;
            name?: string;
            nickname?: string;
            perPage?: number;
            prefecture_id?: number;
        };
        MemberListRow: {
            birth_year: number | null;
            block: string | null;
            building_name: string | null;
            city: string | null;
            class: number;
            company_name: string | null;
            corporate_number: string | null;
            email: string | null;
            id: string;
            identification_verify_status: number;
            name_first: string | null;
            name_last: string | null;
            nickname: string;
            prefecture_name: string | null;
            registered_at: string;
            tel_home: string | null;
            tel_mobile: string | null;
            zipcode: string | null;
        };
        MemberNewsView: {
            body: string;
            category: components["schemas"]["NewsCategoryView"] | null;
            id: string;
            is_read: boolean;
            publish_at: string;
            title: string;
        };
        MeView: {
            class: number;
            corporate_number: string | null;
            email: string;
            id: string;
            identification_verify_status: number;
            impersonator: {
                id: string;
                name: string;
            } | null;
            is_interested_buyer: boolean;
            is_interested_seller: boolean;
            nickname: string;
            profile_completed: boolean;
        };
        NamedItem: {
            id: number;
            name: string;
        };
        NewsCategoryView: {
            id: number;
            name: string;
        };
        NewsItemDto: {
            /** @description 本文（プレーンテキスト、10,000文字以内。改行はそのまま表示されます） */
            body: string;
            /**
             * @description カテゴリの id（GET /api/notification-category/list）
             * @example 1
             */
            category_id: number;
            /** @description 公開されたら、お知らせのメールを許可している会員にメールで送る（1件につき1回） */
            notify_by_mail?: boolean;
            /**
             * Format: date-time
             * @description 公開日時（オフセットつき ISO 8601）。作成時に省略すると下書き、編集時に省略すると変えません
             * @example 2026-12-01T09:00:00+09:00
             */
            publish_at?: string | null;
            /**
             * @description タイトル（100文字以内）
             * @example 年末年始の営業について
             */
            title: string;
        };
        /** @enum {string} */
        NewsPublicationState: "draft" | "published" | "scheduled" | "unpublished";
        NewsView: {
            body: string;
            category: components["schemas"]["NewsCategoryView"] | null;
            id: string;
            publish_at: string;
            title: string;
        };
        NotificationSettings: {
            /** @description Mail about messages left unread in a deal. */
            message_mail: boolean;
            /** @description Mail when the site publishes news meant for mail. */
            news_mail: boolean;
        };
        NotificationSettingsDto: {
            /** @description 取引のメッセージを10分読まずにいると、メールでお知らせする（省略でそのまま） */
            message_mail?: boolean;
            /** @description メールで知らせるお知らせが公開されたら、メールでお知らせする（省略でそのまま） */
            news_mail?: boolean;
        };
        OpenCardPaymentDto: {
            /** @description 管理手数料を払う契約の取引（スレッド）の id */
            thread_id: string;
        };
        OpenChatAnswerView: {
            /** @description Whether the viewer may delete it (its author, or an admin). */
            can_delete: boolean;
            id: string;
            message: string;
            /** @description The seller's nickname (退会済み会員 once they left); never a name or contact data. */
            nickname: string | null;
            posted_at: string;
        };
        OpenChatBoardView: {
            /** @description Whether questions and answers are taken now (the listing is published or in negotiation). */
            accepting: boolean;
            /** @description Whether the viewer is the listing's seller: they answer and mark questions handled. */
            is_seller: boolean;
            property_id: string;
            questions: components["schemas"]["OpenChatQuestionView"][];
        };
        OpenChatQuestionView: {
            answers: components["schemas"]["OpenChatAnswerView"][];
            can_delete: boolean;
            handled: boolean;
            handled_at: string | null;
            id: string;
            message: string;
            /** @description The asker's nickname (退会済み会員 once they left); never a name or contact data. */
            nickname: string | null;
            posted_at: string;
        };
        OpenDealThreadDto: {
            /** @description 問い合わせる物件の id */
            property_id: string;
        };
        PageAdminArticleView: {
            current_page: number;
            data: components["schemas"]["AdminArticleView"][];
            last_page: number;
            per_page: number;
            total: number;
        };
        PageAdminNewsView: {
            current_page: number;
            data: components["schemas"]["AdminNewsView"][];
            last_page: number;
            per_page: number;
            total: number;
        };
        PageAdminPropertyRow: {
            current_page: number;
            data: components["schemas"]["AdminPropertyRow"][];
            last_page: number;
            per_page: number;
            total: number;
        };
        PageArticleSummary: {
            current_page: number;
            data: components["schemas"]["ArticleSummary"][];
            last_page: number;
            per_page: number;
            total: number;
        };
        PageContactView: {
            current_page: number;
            data: components["schemas"]["ContactView"][];
            last_page: number;
            per_page: number;
            total: number;
        };
        PageContractHistoryItem: {
            current_page: number;
            data: components["schemas"]["ContractHistoryItem"][];
            last_page: number;
            per_page: number;
            total: number;
        };
        PageContractListItem: {
            current_page: number;
            data: components["schemas"]["ContractListItem"][];
            last_page: number;
            per_page: number;
            total: number;
        };
        PageMemberListRow: {
            current_page: number;
            data: components["schemas"]["MemberListRow"][];
            last_page: number;
            per_page: number;
            total: number;
        };
        PageMemberNewsView: {
            current_page: number;
            data: components["schemas"]["MemberNewsView"][];
            last_page: number;
            per_page: number;
            total: number;
        };
        PageNewsView: {
            current_page: number;
            data: components["schemas"]["NewsView"][];
            last_page: number;
            per_page: number;
            total: number;
        };
        PageServiceOptionView: {
            current_page: number;
            data: components["schemas"]["ServiceOptionView"][];
            last_page: number;
            per_page: number;
            total: number;
        };
        PasswordChangeDto: {
            current_password: string;
            /** @description 半角英数字・記号 */
            password: string;
            password_confirmation: string;
        };
        PasswordResetDto: {
            /** @description 半角英数字・記号 */
            password: string;
            password_confirmation: string;
            token: string;
        };
        PayManagementFeeDto: {
            /** @description 決済代行会社のカード入力フォームが発行したカードのトークン（カード番号は送りません） */
            card_token: string;
            /** @description 管理手数料を払う契約の取引（スレッド）の id */
            thread_id: string;
        };
        PaymentInstalment: {
            amount: number;
            /** @description `YYYY-MM-DD`. */
            due_date: string;
            label: string;
        };
        PaymentNoticeOutcome: {
            notice_id: string;
            /** @enum {string} */
            outcome: "recorded" | "already_recorded" | "ignored";
            payment_id: string | null;
            /** @description The log position written, 0 when nothing was. */
            position: number;
            thread_id: string | null;
        };
        ProfileDto: {
            birth_year?: number | null;
            block: string;
            building_name?: string | null;
            city: string;
            /** @enum {number} */
            class: 1 | 2;
            company_name?: string | null;
            corporate_number?: string | null;
            hobby_ids?: number[];
            homebuilder_number?: string | null;
            name_first: string;
            name_first_kana: string;
            name_last: string;
            name_last_kana: string;
            nickname: string;
            prefecture_id: number | null;
            sex_id?: number | null;
            tel_home?: string | null;
            tel_mobile?: string | null;
            /** @example 1000001 */
            zipcode: string;
        };
        ProfileView: {
            birth_year: number | null;
            block: string | null;
            building_name: string | null;
            city: string | null;
            class: components["schemas"]["MemberClass"];
            company_name: string | null;
            corporate_number: string | null;
            email: string | null;
            hobby_ids: number[];
            homebuilder_number: string | null;
            id: string;
            identification_reject_reason: string | null;
            identification_verify_status: number;
            name_first: string | null;
            name_first_kana: string | null;
            name_last: string | null;
            name_last_kana: string | null;
            nickname: string;
            prefecture_id: number | null;
            registered_at: string;
            sex_id: number | null;
            tel_home: string | null;
            tel_mobile: string | null;
            zipcode: string | null;
        };
        PropertyCard: {
            area: number | null;
            city: string | null;
            ground: string | null;
            ground_id: number | null;
            hashtags: components["schemas"]["NamedItem"][];
            id: string;
            is_building: boolean | null;
            name: string | null;
            prefecture: string | null;
            prefecture_id: number | null;
            registered_at: string | null;
            /** @description Yen, or -1 (不明). */
            sale_price: number | null;
            status: string;
            status_id: number;
            thumb_url: string | null;
        };
        PropertyDetail: {
            access: string | null;
            /** @description Land area in ㎡. */
            area: number | null;
            boundary_id: number | null;
            /** @description Hashtag ids, comma-separated: `"1,4,7"`. */
            categories: string | null;
            city: string | null;
            /** @description Year within `era_name`, or -1 (不明). */
            construction_year: number | null;
            created_at: string;
            detail_1: string | null;
            detail_2: string | null;
            detail_3: string | null;
            detail_4: string | null;
            detail_5: string | null;
            display_construction_date: string | null;
            /** @enum {string|null} */
            era_name: "明治" | "大正" | "昭和" | "平成" | "令和" | null;
            floor_plan: string | null;
            ground: string | null;
            ground_id: number | null;
            hashtags: components["schemas"]["NamedItem"][];
            id: string;
            images: components["schemas"]["PropertyImage"][];
            /**
             * @description 諸費用: other costs of the sale the buyer should expect, in yen, or -1 (不明). Listings edited
             *     before the field existed have no value in their events and read as null (not filled in).
             */
            incidental_cost: number | null;
            is_building: boolean | null;
            is_favorite: boolean;
            management_price: number | null;
            name: string | null;
            neighbors_id: number | null;
            neighbors_text: string | null;
            prefecture: string | null;
            prefecture_id: number | null;
            /** @description Yen, or -1 (不明). */
            property_tax_price: number | null;
            register_cost: number | null;
            registered_at: string | null;
            registration_step: number | null;
            /** @description sale_price − revenue_stamp_fee − register_cost; kept by the rules, never sent by a client. */
            revenue_after_fees: number | null;
            revenue_stamp_fee: number | null;
            river_id: number | null;
            road_id_1: number | null;
            road_id_2: number | null;
            road_id_3: number | null;
            road_id_4: number | null;
            /** @description Asking price in yen, or -1 (不明). */
            sale_price: number | null;
            sale_support_service: boolean | null;
            seller: {
                id: string;
                identification_verify_status: number;
                nickname: string | null;
            };
            status: string;
            status_id: number;
            /** @description The primary photo's id, or null. */
            thumb_image: string | null;
            tree_id: number | null;
            updated_at: string;
            valuation_price: number | null;
            yes_no_charts: components["schemas"]["YesNoChartAnswer"][];
            youtube_url: string | null;
        };
        PropertyDetailWithStreet: {
            access: string | null;
            /** @description Land area in ㎡. */
            area: number | null;
            boundary_id: number | null;
            /** @description Hashtag ids, comma-separated: `"1,4,7"`. */
            categories: string | null;
            city: string | null;
            /** @description Year within `era_name`, or -1 (不明). */
            construction_year: number | null;
            created_at: string;
            detail_1: string | null;
            detail_2: string | null;
            detail_3: string | null;
            detail_4: string | null;
            detail_5: string | null;
            display_construction_date: string | null;
            /** @enum {string|null} */
            era_name: "明治" | "大正" | "昭和" | "平成" | "令和" | null;
            floor_plan: string | null;
            ground: string | null;
            ground_id: number | null;
            hashtags: components["schemas"]["NamedItem"][];
            id: string;
            images: components["schemas"]["PropertyImage"][];
            /**
             * @description 諸費用: other costs of the sale the buyer should expect, in yen, or -1 (不明). Listings edited
             *     before the field existed have no value in their events and read as null (not filled in).
             */
            incidental_cost: number | null;
            is_building: boolean | null;
            is_favorite: boolean;
            management_price: number | null;
            name: string | null;
            neighbors_id: number | null;
            neighbors_text: string | null;
            prefecture: string | null;
            prefecture_id: number | null;
            /** @description Yen, or -1 (不明). */
            property_tax_price: number | null;
            register_cost: number | null;
            registered_at: string | null;
            registration_step: number | null;
            /** @description sale_price − revenue_stamp_fee − register_cost; kept by the rules, never sent by a client. */
            revenue_after_fees: number | null;
            revenue_stamp_fee: number | null;
            river_id: number | null;
            road_id_1: number | null;
            road_id_2: number | null;
            road_id_3: number | null;
            road_id_4: number | null;
            /** @description Asking price in yen, or -1 (不明). */
            sale_price: number | null;
            sale_support_service: boolean | null;
            seller: {
                id: string;
                identification_verify_status: number;
                nickname: string | null;
            };
            status: string;
            status_id: number;
            street_address: components["schemas"]["StreetAddress"];
            /** @description The primary photo's id, or null. */
            thumb_image: string | null;
            tree_id: number | null;
            updated_at: string;
            valuation_price: number | null;
            yes_no_charts: components["schemas"]["YesNoChartAnswer"][];
            youtube_url: string | null;
        };
        PropertyEditDto: {
            /** @description 交通アクセス */
            access?: string | null;
            /** @description 番地以降・建物名 */
            address?: string | null;
            /** @description 土地面積（㎡） */
            area?: number | null;
            /** @description 町名・番地 */
            block?: string | null;
            /** @description 境界 */
            boundary_id?: number | null;
            /** @description カテゴリー（番号のカンマ区切り、例 1,4,7） */
            categories?: string | null;
            /** @description 市区町村 */
            city?: string | null;
            /** @description 建築年（和暦の年） */
            construction_year?: number | null;
            /** @description 建築年が不明 */
            construction_year_unknown?: boolean | null;
            /** @description メッセージ1 */
            detail_1?: string | null;
            /** @description メッセージ2 */
            detail_2?: string | null;
            /** @description メッセージ3 */
            detail_3?: string | null;
            /** @description メッセージ4 */
            detail_4?: string | null;
            /** @description メッセージ5 */
            detail_5?: string | null;
            /**
             * @description 建築年の元号
             * @enum {string|null}
             */
            era_name?: "明治" | "大正" | "昭和" | "平成" | "令和" | null;
            /** @description 間取り */
            floor_plan?: string | null;
            /** @description 地目（マスターの id） */
            ground_id?: number | null;
            /** @description 諸費用（円、-1 で不明） */
            incidental_cost?: number | null;
            /** @description 諸費用が不明 */
            incidental_cost_unknown?: boolean | null;
            /** @description 建物の有無 */
            is_building?: boolean | null;
            /** @description 管理費（円） */
            management_price?: number | null;
            /** @description 管理費が不明 */
            management_price_unknown?: boolean | null;
            /** @description 物件名 */
            name?: string | null;
            /** @description 近隣の状況 */
            neighbors_id?: number | null;
            /** @description 近隣の状況の補足 */
            neighbors_text?: string | null;
            /** @description 都道府県（1-47） */
            prefecture_id?: number | null;
            /** @description 固定資産税額（円） */
            property_tax_price?: number | null;
            /** @description 固定資産税額が不明 */
            property_tax_price_unknown?: boolean | null;
            /** @description 登記費用（円） */
            register_cost?: number | null;
            /** @description 登録ステップ（1-5） */
            registration_step?: number | null;
            /** @description 収入印紙代（円） */
            revenue_stamp_fee?: number | null;
            /** @description 河川・水路 */
            river_id?: number | null;
            /** @description 接道1 */
            road_id_1?: number | null;
            /** @description 接道2 */
            road_id_2?: number | null;
            /** @description 接道3 */
            road_id_3?: number | null;
            /** @description 接道4 */
            road_id_4?: number | null;
            /** @description 希望売却価格（円、-1 で不明） */
            sale_price?: number | null;
            /** @description 売却サポートサービスの利用 */
            sale_support_service?: boolean | null;
            /** @description 樹木 */
            tree_id?: number | null;
            /** @description 固定資産税評価額（円） */
            valuation_price?: number | null;
            /** @description 固定資産税評価額が不明 */
            valuation_price_unknown?: boolean | null;
            /** @description Yes/Noチャートの回答（送ると全問を置き換えます） */
            yes_no_charts?: components["schemas"]["YesNoAnswerDto"][] | null;
            /** @description 動画URL（YouTube） */
            youtube_url?: string | null;
            /** @description 郵便番号（前半3桁、例 100） */
            zipcode1?: string | null;
            /** @description 郵便番号（後半4桁、例 0001） */
            zipcode2?: string | null;
        };
        PropertyImage: {
            height: number;
            id: string;
            /** @description Every width in AVIF, WebP and JPEG, narrowest first; JPEG is the fallback every browser shows. */
            renditions: components["schemas"]["PropertyImageRendition"][];
            sort: number;
            thumb_url: string;
            url: string;
            width: number;
        };
        PropertyImageRendition: {
            /** @enum {string} */
            format: "avif" | "webp" | "jpeg";
            height: number;
            url: string;
            width: number;
        };
        /** @enum {string} */
        PropertyKind: "land" | "building";
        PropertyPhotoOrderDto: {
            /** @description 物件の写真の id をすべて、表示する順に（先頭がメイン写真） */
            image_ids: string[];
        };
        PropertySearchDto: {
            /** @description エリア */
            area_id?: number | null;
            /** @description 市区町村 */
            city?: string | null;
            /** @description 地目 */
            ground_id?: number | null;
            /** @description ハッシュタグ */
            hashtag_id?: number | null;
            /**
             * @description 1 建物あり, 0 土地のみ
             * @enum {number|null}
             */
            is_building?: 0 | 1 | null;
            /** @description キーワード（物件名・所在地・説明文。空白で区切ると、すべてを含む物件） */
            key_word?: string | null;
            /** @description 土地面積の上限 */
            max_landarea?: number | null;
            /** @description 価格の上限 */
            max_price?: number | null;
            /** @description 土地面積の下限 */
            min_landarea?: number | null;
            /** @description 価格の下限 */
            min_price?: number | null;
            /** @description 都道府県 */
            prefecture_id?: number | null;
            /**
             * @description 並び順（既定は新着順）
             * @enum {string|null}
             */
            sort?: "newest" | "price_asc" | "price_desc" | "area_asc" | "area_desc" | null;
        };
        PropertyView: {
            access: string | null;
            address: string | null;
            /** @description Land area in ㎡. */
            area: number | null;
            block: string | null;
            boundary_id: number | null;
            /** @description Hashtag ids, comma-separated: `"1,4,7"`. */
            categories: string | null;
            city: string | null;
            /** @description Year within `era_name`, or -1 (不明). */
            construction_year: number | null;
            created_at: string;
            detail_1: string | null;
            detail_2: string | null;
            detail_3: string | null;
            detail_4: string | null;
            detail_5: string | null;
            display_construction_date: string | null;
            /** @enum {string|null} */
            era_name: "明治" | "大正" | "昭和" | "平成" | "令和" | null;
            floor_plan: string | null;
            ground_id: number | null;
            id: string;
            images: components["schemas"]["PropertyImage"][];
            /**
             * @description 諸費用: other costs of the sale the buyer should expect, in yen, or -1 (不明). Listings edited
             *     before the field existed have no value in their events and read as null (not filled in).
             */
            incidental_cost: number | null;
            is_building: boolean | null;
            management_price: number | null;
            name: string | null;
            neighbors_id: number | null;
            neighbors_text: string | null;
            owner_id: string;
            prefecture_id: number | null;
            /** @description Yen, or -1 (不明). */
            property_tax_price: number | null;
            register_cost: number | null;
            registered_at: string | null;
            registration_step: number | null;
            /** @description sale_price − revenue_stamp_fee − register_cost; kept by the rules, never sent by a client. */
            revenue_after_fees: number | null;
            revenue_stamp_fee: number | null;
            river_id: number | null;
            road_id_1: number | null;
            road_id_2: number | null;
            road_id_3: number | null;
            road_id_4: number | null;
            /** @description Asking price in yen, or -1 (不明). */
            sale_price: number | null;
            sale_support_service: boolean | null;
            status: string;
            status_id: number;
            /** @description The primary photo's id, or null. */
            thumb_image: string | null;
            tree_id: number | null;
            updated_at: string;
            valuation_price: number | null;
            yes_no_charts: components["schemas"]["YesNoChartAnswer"][];
            youtube_url: string | null;
            zipcode1: string | null;
            zipcode2: string | null;
        };
        PublishNewsDto: {
            /**
             * Format: date-time
             * @description 公開日時。省略で今すぐ
             */
            publish_at?: string | null;
        };
        ReadMarkDto: {
            /** @description ここまで読んだメッセージの番号（seq）。省略すると最新まで */
            message_seq?: number;
            /** @description 取引（スレッド）の id */
            thread_id: string;
        };
        Region: {
            /** @description The area_id, 1 (北海道) to 8 (九州). */
            id: number;
            /** @description 北海道, 東北, 関東, 中部, 近畿, 中国, 四国, 九州. */
            name: string;
            /** @description URL segment of `/list/{regionNameEn}`: lowercase Hepburn without macrons, e.g. `kyushu`. */
            name_en: string;
            prefectures: components["schemas"]["RegionPrefecture"][];
        };
        RegionPrefecture: {
            /** @description The region's id, 1-8. */
            area_id: number;
            /** @description JIS prefecture code, 1-47; the same value as `prefecture_id`. */
            id: number;
            /** @description Full name with its suffix: 東京都, 大阪府, 北海道, 兵庫県. */
            name: string;
            /** @description URL segment of `/list/{regionNameEn}/{prefectureNameEn}`: lowercase ASCII, e.g. `hyogo`. */
            name_en: string;
            prefecture_id: number;
        };
        RegistrationCaseAnswer: {
            lawyer_id: string;
            status_id: number;
            status_name: string;
            thread_id: string;
        };
        RegistrationDocumentDto: {
            /**
             * @description application 登記申請書 / cause_certificate 登記原因証明情報 / farmland_permission 農地法の許可書（届出受理通知書）
             * @enum {string}
             */
            kind: "application" | "cause_certificate" | "farmland_permission";
            /** @description 許可番号・受付番号など、書類を特定する番号 */
            reference?: string | null;
        };
        RegistrationSummary: {
            farmland: boolean;
            lawyer_id: string;
            status_id: number;
            status_name: string;
        };
        RegistrationTaxAnswer: {
            basis: components["schemas"]["FeeBasis"];
            buyer: components["schemas"]["BuyerKind"];
            date: string;
            fee: number;
            gift: boolean;
            kind: components["schemas"]["PropertyKind"];
            residential: boolean;
            /** @description 課税標準: the valuation cut down to whole thousands, at least 1,000 yen. */
            taxable_base: number;
            valuation: number;
        };
        RegistrationTaxPeriodDto: {
            /**
             * @description 適用条件 `{ kind?: land|building, cause?: sale|gift, buyer?: person|company, residential?: boolean }`。空は本則。条件が多いほど優先
             * @example {
             *       "cause": "sale",
             *       "kind": "land"
             *     }
             */
            applies_to?: {
                /** @enum {string} */
                buyer?: "person" | "company";
                /** @enum {string} */
                cause?: "sale" | "gift";
                /** @enum {string} */
                kind?: "land" | "building";
                residential?: boolean;
            };
            /** @description 確認済みか（既定 true）。false の間は計算結果に未確認と示されます */
            confirmed?: boolean;
            /**
             * Format: date
             * @description 開始日 `YYYY-MM-DD`（両端を含む）。空欄または null はその側が開いた期間
             * @example 2029-04-01
             */
            from?: string | null;
            /**
             * @description 法令の根拠（200文字以内）
             * @example 租税特別措置法 第72条 第1項
             */
            legal_basis: string;
            /** @description 計算結果に添える補足（10件まで、1件500文字以内） */
            notes?: string[];
            /**
             * @description 税率（‰、1以上1000以下の整数。15 は 1.5%）
             * @example 15
             */
            per_mille: number;
            /**
             * @description 規則の名前（50文字以内）
             * @example 土地の売買の軽減税率
             */
            rule: string;
            /**
             * Format: date
             * @description 終了日 `YYYY-MM-DD`（両端を含む）。空欄または null はその側が開いた期間
             * @example 2032-03-31
             */
            to?: string | null;
        };
        RejectIdentificationDto: {
            reason: string;
        };
        ReplayedEvent: {
            actor: components["schemas"]["ReplayParty"];
            data: components["schemas"]["JsonValue"];
            label: string;
            on_behalf_of: components["schemas"]["ReplayParty"] | null;
            position: number;
            recorded_at: string;
            type: string;
            version: number;
        };
        ReplayParty: {
            id: string;
            role: string;
            role_name: string;
        };
        SearchConditions: {
            [key: string]: string | number;
        };
        SearchHistoryEntry: {
            conditions: components["schemas"]["SearchConditions"];
            id: number;
            searched_at: string;
        };
        SearchResultPage: {
            current_page: number;
            data: components["schemas"]["PropertyCard"][];
            last_page: number;
            per_page: number;
            total: number;
            total_is_lower_bound: boolean;
        };
        ServiceOptionUpdateDto: {
            /** @description 売主に提供する */
            active?: boolean;
            /** @description 説明（2,000文字以内） */
            description?: string;
            /** @description サービス名（50文字以内） */
            name?: string;
            /**
             * @description 料金（円・税込）
             * @example 33000
             */
            price?: number;
        };
        ServiceOptionView: {
            active: boolean;
            description: string;
            id: number;
            name: string;
            /** @description Yen, tax included. */
            price: number;
            updated_at: string;
        };
        SideBar: {
            /** @description Every land category with its listings, for the /list/Landmark{id} pages. */
            grounds: {
                count: number;
                id: number;
                name: string;
            }[];
            /** @description The hashtags most listings carry, most first; ones no listing carries are left out. */
            hashtags: {
                count: number;
                id: number;
                name: string;
            }[];
            /** @description The newest news items, newest first. */
            news: {
                id: string;
                publish_at: string;
                title: string;
            }[];
            /** @description The eight regions with their prefectures and how many listings each has. */
            regions: components["schemas"]["SideBarRegion"][];
        };
        SideBarRegion: {
            count: number;
            id: number;
            name: string;
            name_en: string;
            prefectures: {
                count: number;
                id: number;
                name: string;
                name_en: string;
            }[];
        };
        SignUpCheckEmailDto: {
            /** @description Turnstile の応答トークン（設定時のみ必須） */
            bot_token?: string;
            /** @description 半角英数字・記号 */
            email: string;
        };
        SignUpCreateDto: {
            is_interested_buyer: boolean;
            is_interested_seller: boolean;
            nickname: string;
            /** @description 半角英数字・記号 */
            password: string;
            password_confirmation: string;
            token: string;
        };
        SiteSettings: {
            /** @description Phase 2 of the back office is open: its menus show and its calls answer. */
            phase2: boolean;
        };
        SlideDto: {
            /** @description 画像の説明（代替テキスト、200文字以内） */
            alt: string;
            /**
             * Format: date-time
             * @description 掲載終了日時（省略で終了なし）
             */
            ends_at?: string | null;
            /**
             * Format: binary
             * @description 画像（JPEG・PNG・WebP、10MBまで）。作成では必須
             */
            image?: string;
            /** @description リンク先（http(s):// のURLか / で始まるサイト内のパス） */
            link_url?: string | null;
            /**
             * Format: date-time
             * @description 掲載開始日時（省略で今から）
             */
            starts_at?: string | null;
            /** @description タイトル（100文字以内） */
            title: string;
        };
        SlideOrderDto: {
            /** @description すべてのスライドの id を表示する順に */
            slide_ids: string[];
        };
        SlideView: {
            alt: string;
            id: string;
            image: components["schemas"]["ContentImage"] | null;
            link_url: string | null;
            sort: number;
            title: string;
        };
        StampDutyAnswer: {
            amount: number;
            basis: components["schemas"]["FeeBasis"];
            date: string;
            electronic: boolean;
            fee: number;
            /** @description Whether a reduced rate was applied. */
            reduced: boolean;
        };
        StampDutyBracket: {
            fee: number;
            /** @description The bracket as the law's table words it, e.g. `100万円を超え500万円以下`. */
            label: string;
            max: number | null;
            min: number;
        };
        StampDutyPeriodDto: {
            /**
             * @description 金額の区分 `[{ min, max, label, fee }]`（円。min・max を含む。max null は上限なし）。昇順で、各区分の min は前の区分の max + 1
             * @example [
             *       {
             *         "fee": 200,
             *         "label": "10万円を超え50万円以下",
             *         "max": 500000,
             *         "min": 100001
             *       }
             *     ]
             */
            brackets: {
                fee: number;
                label: string;
                max: number | null;
                min: number;
            }[];
            /** @description 確認済みか（既定 true）。false の間は計算結果に未確認と示されます */
            confirmed?: boolean;
            /**
             * Format: date
             * @description 開始日 `YYYY-MM-DD`（両端を含む）。空欄または null はその側が開いた期間
             * @example 2029-04-01
             */
            from?: string | null;
            /**
             * @description standard: 本則（0円から上限なしまで）、reduced: 軽減税率（軽減する区分だけ）
             * @enum {string}
             */
            kind: "standard" | "reduced";
            /**
             * @description 法令の根拠（200文字以内）
             * @example 租税特別措置法 第72条 第1項
             */
            legal_basis: string;
            /** @description 計算結果に添える補足（10件まで、1件500文字以内） */
            notes?: string[];
            /**
             * Format: date
             * @description 終了日 `YYYY-MM-DD`（両端を含む）。空欄または null はその側が開いた期間
             * @example 2032-03-31
             */
            to?: string | null;
        };
        StreamReplay: {
            at: string;
            events: components["schemas"]["ReplayedEvent"][];
            state: components["schemas"]["JsonValue"];
            stream_id: string;
            stream_label: string;
            version: number;
        };
        StreetAddress: {
            address: string | null;
            block: string | null;
            zipcode1: string | null;
            zipcode2: string | null;
        };
        TaxProration: {
            annual_tax: number;
            /** @description What the buyer pays the seller at settlement for the buyer's days. */
            buyer_amount: number;
            /** @description The delivery day and after: the buyer's. */
            buyer_days: number;
            days_in_period: number;
            /** @description The tax year being split, `YYYY-MM-DD` both ends included. */
            period_from: string;
            period_to: string;
            /** @enum {string} */
            reckoning_date: "january_1" | "april_1";
            seller_amount: number;
            /** @description Days up to the day before delivery: the seller's. */
            seller_days: number;
        };
        TimelineParty: {
            id: string;
            /** @description The member's nickname, the admin's or scrivener's name; null when unknown or not for this reader. */
            name: string | null;
            role: string;
            role_name: string;
        };
        TimelinePdf: {
            id: string;
            kind: components["schemas"]["ContractPdfKind"];
            sha256: string;
            size: number;
        };
        /** @enum {number} */
        TodoType: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8;
        TokenDto: {
            token: string;
        };
        TopPage: {
            grounds: {
                count: number;
                id: number;
                name: string;
            }[];
            hashtags: {
                count: number;
                id: number;
                name: string;
            }[];
            newest: components["schemas"]["PropertyCard"][];
            regions: {
                area_id: number;
                count: number;
                name: string;
                name_en: string;
                prefectures: {
                    count: number;
                    name: string;
                    name_en: string;
                    prefecture_id: number;
                }[];
            }[];
        };
        UnreadCounters: {
            message_unread: number;
            news_unread: number;
            thread_all: number;
            todo_list_unread: number;
        };
        UpdatePropertyStatusDto: {
            /** @description 物件の id。省略すると、自分がいちばん最近編集した下書き */
            property_id?: string;
            /**
             * @description 1 下書き, 2 掲載中, 3 商談中, 4 成約, 5 掲載停止, 6 取引完了, 7 削除済み
             * @enum {number}
             */
            status_id: 1 | 2 | 3 | 4 | 5 | 6 | 7;
        };
        WithdrawDto: {
            password: string;
            reason?: string | null;
        };
        WithdrawFeeRatePeriodDto: {
            /**
             * @description 取り下げの理由（500文字以内）
             * @example 終了日の入力誤りのため
             */
            reason: string;
        };
        YesNoAnswerDto: {
            /**
             * @description 1 はい, 0 いいえ, null 未回答
             * @enum {number|null}
             */
            value?: 1 | 0 | null;
            /** @description Yes/Noチャートの質問番号 */
            y_n_chart_id: number;
        };
        /** @enum {number} */
        YesNoAnswerValue: 0 | 1;
        YesNoChartAnswer: {
            /**
             * @description 1 はい, 0 いいえ, null not answered.
             * @enum {number|null}
             */
            value: 0 | 1 | null;
            y_n_chart_id: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    ArticlesAdminController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminArticleView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ArticlesAdminController_edit: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminArticleView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ArticlesAdminController_publish: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminArticleView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ArticlesAdminController_unpublish: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminArticleView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ArticlesAdminController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminArticleView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ArticlesAdminController_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteArticleDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ArticlesAdminController_list: {
        parameters: {
            query: {
                page: string;
            };
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminArticleFilterDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PageAdminArticleView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ArticlesAdminController_preview: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticlePreviewDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            html: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AuditReplayController_replay: {
        parameters: {
            query?: {
                /** @description 時差つきの ISO 8601 日時（省略時は現在） */
                at?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StreamReplay"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContentImagesController_upload: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description JPEG・PNG・WebP、10MBまで
                     */
                    image: string;
                };
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContentImage"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AdminDashboardController_dashboard: {
        parameters: {
            query?: {
                /** @description 遡る週の数（1-52、既定 12） */
                weeks?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description `data`: `{ weeks: [YYYY-MM-DD (月曜日)], series: [{ key, label, counts: [number], total }], waiting: { identity_reviews, bank_transfers, contacts } }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminDashboard"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    FeeRatesAdminController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FeeRatesOverview"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    FeeRatesAdminController_confirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmFeeRatePeriodDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FeeRatePeriodView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    FeeRatesAdminController_withdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawFeeRatePeriodDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FeeRatePeriodView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    FeeRatesAdminController_addRegistrationTax: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationTaxPeriodDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FeeRatePeriodView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    FeeRatesAdminController_addStampDuty: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StampDutyPeriodDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FeeRatePeriodView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AdminUsersController_login: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            access_token: string;
                            admin: components["schemas"]["AdminView"];
                            expires_in: number;
                            role: components["schemas"]["AccountRole"];
                            /** @enum {string} */
                            token_type: "Bearer";
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AdminUsersController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown|null} */
                        data: null;
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AdminUsersController_logoutByPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown|null} */
                        data: null;
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AdminUsersController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AdminUsersController_impersonate: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImpersonateDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            access_token: string;
                            expires_at: string;
                            expires_in: number;
                            role: components["schemas"]["AccountRole"];
                            /** @enum {string} */
                            token_type: "Bearer";
                            user: components["schemas"]["MeView"];
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    NewsAdminController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminNewsView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    NewsAdminController_edit: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsItemDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminNewsView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    NewsAdminController_publish: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublishNewsDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminNewsView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    NewsAdminController_unpublish: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminNewsView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    NewsAdminController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsItemDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminNewsView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    NewsAdminController_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteNewsDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    NewsAdminController_list: {
        parameters: {
            query: {
                page: string;
            };
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminNewsFilterDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PageAdminNewsView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AdminPropertiesController_delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPropertyDeleteDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ids: string[];
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AdminPropertiesController_list: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPropertyListDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PageAdminPropertyRow"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AdminPropertiesController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPropertyUpdateDto"];
                "multipart/form-data": components["schemas"]["AdminPropertyUpdateDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertyView"] | null;
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AdminUsersController_reject: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectIdentificationDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identification_verify_status: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AdminUsersController_info: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            birth_year: number | null;
                            block: string | null;
                            building_name: string | null;
                            city: string | null;
                            class: components["schemas"]["MemberClass"];
                            company_name: string | null;
                            corporate_number: string | null;
                            documents: {
                                /** @enum {string} */
                                content_type: "image/jpeg" | "image/png" | "application/pdf";
                                id: string;
                                size: number;
                                uploaded_at: string;
                            }[];
                            email: string | null;
                            hobby_ids: number[];
                            homebuilder_number: string | null;
                            id: string;
                            identification_reject_reason: string | null;
                            identification_verify_status: number;
                            name_first: string | null;
                            name_first_kana: string | null;
                            name_last: string | null;
                            name_last_kana: string | null;
                            nickname: string;
                            prefecture_id: number | null;
                            registered_at: string;
                            sex_id: number | null;
                            /** @enum {string} */
                            status: "active" | "withdrawn";
                            tel_home: string | null;
                            tel_mobile: string | null;
                            zipcode: string | null;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    DealsAdminController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DealThreadListItem"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AdminUsersController_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            acted_for_note: string | null;
                            actor: components["schemas"]["HistoryParty"];
                            label: string;
                            on_behalf_of: components["schemas"]["HistoryParty"] | null;
                            position: number;
                            recorded_at: string;
                            type: string;
                        }[];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AdminUsersController_document: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
        };
    };
    AdminUsersController_confirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identification_verify_status: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AdminUsersController_list: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                perPage: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberListFilterDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PageMemberListRow"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AdminUsersController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProfileView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ArticlesController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ArticleDetail"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ArticlesController_list: {
        parameters: {
            query: {
                category?: "general" | "corporate";
                page: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PageArticleSummary"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AuditTimelinesController_timeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                kind: "member" | "listing" | "deal" | "contract";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditTimeline"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    AuditTimelinesController_download: {
        parameters: {
            query: {
                format: "csv" | "pdf";
            };
            header?: never;
            path: {
                id: string;
                kind: "member" | "listing" | "deal" | "contract";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/csv": string;
                };
            };
        };
    };
    FeesController_registrationFee: {
        parameters: {
            query?: {
                /** @description 買主: 個人 person（既定）または法人 company。 */
                buyer?: "person" | "company";
                /** @description 基準日 YYYY-MM-DD（2014-04-01 以降）。省略時は今日（日本時間）。 */
                date?: string;
                /** @description 1: 贈与（0円の取引）。本則 2.0%。既定 0。 */
                gift?: "1" | "0";
                /** @description 土地 land（既定）または建物 building。 */
                kind?: "land" | "building";
                /** @description 1: 個人が自己の居住用に取得する住宅用家屋（措置法 第73条の要件を満たす建物）。既定 0。 */
                residential?: "1" | "0";
            };
            header?: never;
            path: {
                /** @description 固定資産税評価額（物件の valuation_price）。金額（円）。半角数字、3桁ごとのカンマ可（例: 12,345,678）。0 以上 9,007,199,254,740,991 以下の整数。 */
                v: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description `data`: `{ fee, valuation, taxable_base, date, kind, buyer, residential, gift, basis }`; `basis`: `{ rule, bracket: { min, max, label } | null, rate_percent | null, period: { from, to }, legal_basis, confirmed, notes: [] }`。期間が未確認の税率なら `basis.confirmed` が false で、`message` がそう伝える。 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RegistrationTaxAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description 入力内容に誤りがあります。確認してください: `errors` が項目ごとの理由（`v`, `date` など。知らない項目名も拒否） */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    FeesController_revenueStampFee: {
        parameters: {
            query?: {
                /** @description 基準日 YYYY-MM-DD（2014-04-01 以降）。省略時は今日（日本時間）。 */
                date?: string;
                /** @description 1: 電子契約（印紙税はかからない）。既定 0。 */
                electronic?: "1" | "0";
                /** @description 0: 軽減税率の期間中でも本則で計算する。既定 1。 */
                reduced?: "1" | "0";
            };
            header?: never;
            path: {
                /** @description 契約金額。0 は「契約金額の記載のないもの」（200円）。金額（円）。半角数字、3桁ごとのカンマ可（例: 12,345,678）。0 以上 9,007,199,254,740,991 以下の整数。 */
                v: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description `data`: `{ fee, amount, date, electronic, reduced, basis }`; `basis`: `{ rule, bracket: { min, max, label } | null, rate_percent | null, period: { from, to }, legal_basis, confirmed, notes: [] }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StampDutyAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description 入力内容に誤りがあります。確認してください: `errors` が項目ごとの理由（`v`, `date` など。知らない項目名も拒否） */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ContactController_categories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContactCategoryView"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContactsAdminController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContactView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContactsAdminController_approve: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContactView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContactController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactCreateDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContactsAdminController_erasePersonalData: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            approved: boolean;
                            approved_at: string | null;
                            approved_by: components["schemas"]["ContactAdmin"] | null;
                            category: components["schemas"]["ContactCategoryView"] | null;
                            email: string;
                            erased: boolean;
                            id: string;
                            message: string;
                            name: string;
                            received_at: string;
                            replies: components["schemas"]["ContactReplyRecord"][];
                            /** @enum {number} */
                            status: 0 | 1 | 2;
                            status_name: string;
                            updated_at: string;
                            user_id: string | null;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContactsAdminController_list: {
        parameters: {
            query: {
                page: string;
            };
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactFilterDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PageContactView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContactsAdminController_reply: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactReplyDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContactView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContactsAdminController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactUpdateDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContactView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContentImagesController_image: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                size: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
        };
    };
    ContentImagesController_rendition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/avif": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
        };
    };
    ContractsController_buyerAgree: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractStepAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractsController_perform: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractStepAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractsController_buyerTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractStepAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractsController_detailContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractContent"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContractDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractStepAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractPdfsController_createBuyerFinal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            id: string;
                            kind: components["schemas"]["ContractPdfKind"];
                            sha256: string;
                            size: number;
                            thread_id: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractPdfsController_createSellerFinal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            id: string;
                            kind: components["schemas"]["ContractPdfKind"];
                            sha256: string;
                            size: number;
                            thread_id: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractsController_requestCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractStepAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractsController_sellerAgree: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractStepAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractsController_sellerProceed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractStepAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractListsController_checklist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            balance_note: string;
                            /** @description True only once the scrivener has verified the seller's documents. */
                            balance_payable: boolean;
                            buyer: components["schemas"]["ChecklistItem"][];
                            registration_status_id: number | null;
                            registration_status_name: string;
                            seller: components["schemas"]["ChecklistItem"][];
                            thread_id: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractsController_withoutContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractStepAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractListsController_assign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                contractId: string;
                lawyerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RegistrationCaseAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractsAdminController_confirmTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractStepAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractsController_detailTerm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractTermsView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractPdfsController_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
        };
    };
    ContractsController_editProperty: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    building_floor_area?: number | null;
                    building_house_number?: string | null;
                    building_kind?: string | null;
                    building_location?: string | null;
                    building_structure?: string | null;
                    building_valuation?: number | null;
                    current_use?: string | null;
                    has_building?: boolean;
                    land_area?: number | null;
                    land_category?: string | null;
                    land_location?: string | null;
                    land_lot_number?: string | null;
                    land_valuation?: number | null;
                };
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractStepAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractsController_editTerm: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    annual_fixed_asset_tax?: number | null;
                    /** @enum {string} */
                    area_basis?: "registry" | "survey";
                    boundary_memorandum?: boolean;
                    /** Format: date */
                    delivery_date?: string | null;
                    deposit_amount?: number;
                    /** Format: date */
                    deposit_deadline?: string | null;
                    farmland_permission_condition?: boolean;
                    /** @enum {string} */
                    items_left?: "seller_removes" | "as_is" | "itemised";
                    items_left_list?: string | null;
                    /** @enum {string} */
                    non_conformity_period?: "excluded" | "three_months" | "six_months" | "one_year";
                    other_special_terms?: string | null;
                    payment_schedule?: {
                        amount?: number;
                        /** Format: date */
                        due_date?: string;
                        label?: string;
                    }[];
                    price?: number;
                    survey_price_per_sqm?: number | null;
                    /** @enum {string} */
                    tax_reckoning_date?: "january_1" | "april_1";
                };
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractStepAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractListsController_filter: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description 作成依頼の日（日本時間）から
                     */
                    date_from?: string | null;
                    /**
                     * Format: date
                     * @description 作成依頼の日（日本時間）まで
                     */
                    date_to?: string | null;
                    /** @description 管理手数料のお支払い（お支払済み / 未払い） */
                    did_pay_management_fee?: boolean | null;
                    /** @description 物件名・郵便番号 */
                    keyword?: string | null;
                    /**
                     * Format: uuid
                     * @description 売主または買主の会員
                     */
                    member_id?: string | null;
                    /**
                     * @description 管理手数料の支払い方法（カード / 銀行振込）
                     * @enum {string|null}
                     */
                    payment_method?: "card" | "bank_transfer" | null;
                    /** @description 登記のステータス 1-10 */
                    registration_status_id?: number | number[];
                    /**
                     * @description 司法書士のみ: 担当分、未担当で依頼できる契約、その両方
                     * @enum {string}
                     */
                    scope?: "mine" | "assignable" | "all";
                    /** @description 契約のステータス 1-8 */
                    status_id?: number | number[];
                };
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PageContractListItem"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractListsController_list: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PageContractListItem"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractsController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractContent"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerCasesController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractContent"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractsController_resetTerm: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractStepAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractsController_sellerDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                        }[];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractPdfsController_share: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractPdfShare"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractPdfsController_shared: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
        };
    };
    ContractsController_special: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            /** @enum {number} */
                            id: 1;
                            /** @enum {string} */
                            term: "farmland_permission_condition";
                            /** @enum {string} */
                            text: "本契約は、農地法第3条または第5条の許可（市街化区域内にあっては届出の受理）を条件として効力を生じる。許可が得られないことが確定したときは、本契約は当然に効力を失い、売主は受領済みの金員を無利息で買主に返還する。";
                            /** @enum {string} */
                            title: "農地法の許可を条件とする特約";
                        } | {
                            /** @enum {number} */
                            id: 2;
                            /** @enum {string} */
                            term: "items_left";
                            /** @enum {string} */
                            text: "本物件内の残置物は、次のいずれかによる。（1）売主が引渡しまでに撤去する（2）現状のまま引き渡す（3）別記の一覧のとおりとする。";
                            /** @enum {string} */
                            title: "残置物の扱い";
                        } | {
                            /** @enum {number} */
                            id: 3;
                            /** @enum {string} */
                            term: "boundary_memorandum";
                            /** @enum {string} */
                            text: "本物件と隣地との間に越境物がある場合、売主は引渡しまでに隣地所有者との間で越境の事実と将来の取扱いを定めた覚書を取り交わし、その写しを買主に交付する。";
                            /** @enum {string} */
                            title: "越境に関する覚書の特約";
                        } | {
                            /** @enum {number} */
                            id: 4;
                            /** @enum {string} */
                            term: "area_basis";
                            /** @enum {string} */
                            text: "売主は引渡しまでに土地家屋調査士による実測を行い、実測面積と登記簿面積に差異が生じたときは、その差の面積に1㎡あたりの精算単価を乗じた額を残代金の支払時に精算する。";
                            /** @enum {string} */
                            title: "実測精算の特約";
                        })[];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractListsController_propertyStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {number} */
                            id: 1 | 2 | 4 | 3 | 5 | 6 | 7;
                            /** @enum {string} */
                            name: "下書き" | "掲載中" | "商談中" | "成約" | "掲載停止" | "取引完了" | "削除済み";
                        }[];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ContractListsController_statuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            contract: {
                                /** @enum {number} */
                                id: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8;
                                /** @enum {string} */
                                name: "作成依頼中" | "作成中" | "買主同意済み" | "双方同意済み" | "お支払い待ち" | "売主手続中" | "締結済み" | "中止";
                            }[];
                            registration: {
                                /** @enum {number} */
                                id: 1 | 2 | 4 | 3 | 5 | 6 | 7 | 8 | 10 | 9;
                                /** @enum {string} */
                                name: "依頼済み" | "受任" | "本人確認済み" | "書類収集中" | "書類確認済み" | "決済準備完了" | "登記申請済み" | "補正対応中" | "登記完了" | "取消";
                            }[];
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberAuthController_forgot: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown|null} */
                        data: null;
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ZipcodeController_lookup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                zip: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description `data`: `{ zipcode, prefecture_id, state, city, address }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AddressAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    HealthController_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Health"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerCasesController_step: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                step: "accept" | "confirm-identities" | "collect-documents" | "verify-documents" | "ready-for-settlement" | "file";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RegistrationCaseAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerCasesController_correction: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CaseReasonDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RegistrationCaseAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerContractPdfsController_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 契約書PDFの id（/api/contract/preview/lawyer/{id} の pdfs[].id） */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
        };
    };
    LawyerAccountsController_forgot: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown|null} */
                        data: null;
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerAccountsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LawyerView"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerAccountsController_login: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            access_token: string;
                            expires_in: number;
                            lawyer: components["schemas"]["LawyerView"];
                            role: components["schemas"]["AccountRole"];
                            /** @enum {string} */
                            token_type: "Bearer";
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerAccountsController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown|null} */
                        data: null;
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerAccountsController_logoutByPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown|null} */
                        data: null;
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerAccountsController_checkLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email?: string;
                            status: components["schemas"]["LinkStatus"];
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerAccountsController_invite: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown|null} */
                        data: null;
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerAccountsController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LawyerView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerAccountsController_reset: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown|null} */
                        data: null;
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerCasesController_properties: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LawyerPropertyItem"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerCasesController_registrationCompleted: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RegistrationCaseAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerCasesController_registrationDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationDocumentDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RegistrationCaseAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerAccountsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LawyerSignUpDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            access_token: string;
                            expires_in: number;
                            lawyer: components["schemas"]["LawyerView"];
                            role: components["schemas"]["AccountRole"];
                            /** @enum {string} */
                            token_type: "Bearer";
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerCasesController_transactionCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CaseReasonDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RegistrationCaseAnswer"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerAccountsController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LawyerProfileDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LawyerView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    LawyerCasesController_users: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LawyerMemberItem"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberAuthController_login: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            access_token: string;
                            expires_in: number;
                            role: components["schemas"]["AccountRole"];
                            /** @enum {string} */
                            token_type: "Bearer";
                            user: components["schemas"]["MeView"];
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberAuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown|null} */
                        data: null;
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberAuthController_logoutByPost: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown|null} */
                        data: null;
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertySearchController_landingPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            newest: components["schemas"]["PropertyCard"][];
                            total: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberAuthController_confirmEmailChange: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberAuthController_requestEmailChange: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown|null} */
                        data: null;
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MastersController_groundList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MasterItemView"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MasterItemsAdminController_ground: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MasterItemView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MasterItemsAdminController_renameGround: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MasterItemNameDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MasterItemView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MasterItemsAdminController_createGround: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MasterItemNameDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MasterItemView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MasterItemsAdminController_deleteGround: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteLandCategoryDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MastersController_grounds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                        }[];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MasterItemsAdminController_hashtagList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MasterItemView"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MasterItemsAdminController_hashtag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MasterItemView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MasterItemsAdminController_renameHashtag: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MasterItemNameDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MasterItemView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MasterItemsAdminController_createHashtag: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MasterItemNameDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MasterItemView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MasterItemsAdminController_deleteHashtag: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteHashtagDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MastersController_hobbies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            image_no: number;
                            name: string;
                        }[];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MastersController_prefectures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description `data`: `[{ id, prefecture_id, name, prefectures_name, name_en, area_id, cities: [{ code, name }] }]` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The region's id, 1-8. */
                            area_id: number;
                            cities: components["schemas"]["City"][];
                            /** @description JIS prefecture code, 1-47; the same value as `prefecture_id`. */
                            id: number;
                            /** @description Full name with its suffix: 東京都, 大阪府, 北海道, 兵庫県. */
                            name: string;
                            /** @description URL segment of `/list/{regionNameEn}/{prefectureNameEn}`: lowercase ASCII, e.g. `hyogo`. */
                            name_en: string;
                            prefecture_id: number;
                            prefectures_name: string;
                        }[];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MastersController_regions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description `data`: `[{ id, name, name_en, prefectures: [{ id, prefecture_id, name, name_en, area_id }] }]` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Region"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MastersController_yesNoChart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            answers: {
                                label: string;
                                value: components["schemas"]["YesNoAnswerValue"];
                            }[];
                            id: number;
                            note: string | null;
                            question: string;
                        }[];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberAuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MeView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    DealsController_togglePinned: {
        parameters: {
            query: {
                pinned: "add" | "remove";
            };
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            pinned: boolean;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    DealsController_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageId: string;
                threadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/heic": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
        };
    };
    DealsController_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: binary
                     * @description PDF・JPEG・PNG・HEIC、10MBまで
                     */
                    file?: string;
                    message?: string;
                    /** Format: uuid */
                    thread_id: string;
                };
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PDF・JPEG・PNG・HEIC、10MBまで
                     */
                    file?: string;
                    message?: string;
                    /** Format: uuid */
                    thread_id: string;
                };
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message_id: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    DealsController_messages: {
        parameters: {
            query?: {
                /** @description この番号（seq）より前のメッセージ。省略すると最新の50件 */
                before?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            has_more: boolean;
                            messages: components["schemas"]["DealMessageDocument"][];
                            thread: {
                                buyer_id: string;
                                id: string;
                                last_activity_at: string;
                                last_message_preview: string | null;
                                last_seq: number;
                                midoku_count: number;
                                partner_id: string;
                                partner_nickname: string | null;
                                /** @description The last of the asking member's messages the other party has read (0: none). */
                                partner_read_up_to: number;
                                pinned_at: string | null;
                                property_id: string;
                                property_name: string | null;
                                /** @description Yen, -1 for 不明, null when the listing has no price. */
                                property_price: number | null;
                                property_thumb_image: string | null;
                                /**
                                 * @description The asking member's side of the deal.
                                 * @enum {string}
                                 */
                                role: "buyer" | "seller";
                                seller_id: string;
                                status_id: number;
                                status_name: string;
                            };
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    DealsController_readMark: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadMarkDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DealCounters"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    DealStreamController_stream: {
        parameters: {
            query?: never;
            header?: {
                /** @description 再接続のとき、最後に受け取ったイベントの id（それ以降の変化を先に送ります） */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
        };
    };
    DealsController_block: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DealThreadRefDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            thread_id: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    DealsController_open: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenDealThreadDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            thread_id: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    DealsController_threads: {
        parameters: {
            query?: {
                /** @description 付けると、終了・中止した取引（7・8）も含めます */
                all?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DealThreadListItem"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    NewsController_markRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            news_unread: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    NewsController_memberList: {
        parameters: {
            query: {
                page: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PageMemberNewsView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    NotificationSettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationSettings"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    NotificationSettingsController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSettingsDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationSettings"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberProfileController_info: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProfileView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberProfileController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProfileView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberProfileController_upload: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    files: string[];
                };
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            identification_verify_status: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    NewsController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NewsView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    NewsController_list: {
        parameters: {
            query: {
                page: string;
            };
            header?: never;
            path: {
                perPage: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PageNewsView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    NewsController_categories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NewsCategoryView"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    OpenChatController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOpenChatPostDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    OpenChatController_delete: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    OpenChatController_handle: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HandleOpenChatQuestionDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            handled: boolean;
                            question_id: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    OpenChatController_index: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OpenChatBoardView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    OptionsController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ServiceOptionView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    OptionsController_list: {
        parameters: {
            query: {
                page: string;
            };
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PageServiceOptionView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    OptionsController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceOptionUpdateDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ServiceOptionView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberAuthController_changePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            access_token: string;
                            expires_in: number;
                            role: components["schemas"]["AccountRole"];
                            /** @enum {string} */
                            token_type: "Bearer";
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberAuthController_reset: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown|null} */
                        data: null;
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PaymentsController_openManagementPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenCardPaymentDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CardPaymentOpened"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PaymentsController_payManagement: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayManagementFeeDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number;
                            payment_id: string;
                            status_id: number;
                            status_name: string;
                            thread_id: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertySearchController_access: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                address: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            map_url: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertiesController_newestDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertyView"] | null;
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertiesController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyEditDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertiesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertyView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertiesController_edit: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyEditDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertyView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertyPhotosController_upload: {
        parameters: {
            query?: {
                /** @description true: この写真をメイン写真（sort 1）にする */
                thumbnail?: "true";
            };
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description JPEG・PNG・WebP、10MBまで
                     */
                    image: string;
                };
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertyImage"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertyPhotosController_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertyImage"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertyPhotosController_order: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertyPhotoOrderDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertyImage"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertySearchController_favorites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertyCard"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertySearchController_toggleFavorite: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            is_favorite: boolean;
                            property_id: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertyPhotosController_image: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: string;
                /** @description web: 幅1600px まで, thumb: 幅480px まで */
                size: "web" | "thumb";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
        };
    };
    PropertyPhotosController_rendition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description 幅と形式（avif・webp・jpeg）。写真の renditions にある組み合わせだけ */
                file: string;
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/avif": string;
                    "image/jpeg": string;
                    "image/webp": string;
                };
            };
        };
    };
    PropertySearchController_info: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertyCard"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertiesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            properties: components["schemas"]["PropertyView"][];
                            property_pickup_service: unknown[];
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertySearchController_find: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PropertySearchDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SearchResultPage"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertySearchController_history: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SearchHistoryEntry"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertiesController_updateStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePropertyStatusDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            property_id: string;
                            status: string;
                            status_id: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertySearchController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PropertyDetail"] | components["schemas"]["PropertyDetailWithStreet"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    SideBarController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description `data`: `{ regions: [{ id, name, name_en, count, prefectures: [{ id, name, name_en, count }] }], grounds: [{ id, name, count }], hashtags: [{ id, name, count }], news: [{ id, title, publish_at }] }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SideBar"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberAuthController_botCheckSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BotCheckSettings"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberAuthController_checkEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUpCheckEmailDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown|null} */
                        data: null;
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberAuthController_checkLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email?: string;
                            status: components["schemas"]["LinkStatus"];
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberAuthController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUpCreateDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            access_token: string;
                            expires_in: number;
                            role: components["schemas"]["AccountRole"];
                            /** @enum {string} */
                            token_type: "Bearer";
                            user: components["schemas"]["MeView"];
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberAuthController_done: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    SiteSettingsController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description `data`: `{ phase2: boolean }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SiteSettings"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    SlidersController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["SlideDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminSlideView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    SlidersController_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteSlideDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    SlidersController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminSlideView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    SlidersController_edit: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SlideDto"];
                "multipart/form-data": components["schemas"]["SlideDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminSlideView"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    SlidersController_list: {
        parameters: {
            query?: {
                /** @description true: 掲載期間外も含むすべて（管理者のみ） */
                all?: "true";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SlideView"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    SlidersController_order: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SlideOrderDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AdminSlideView"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberProfileController_todoList: {
        parameters: {
            query?: {
                page?: number;
                status?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            current_page: number;
                            data: {
                                /** @enum {number} */
                                category: 1 | 2 | 3;
                                content: string;
                                created_at: string;
                                id: string;
                                /** @enum {number} */
                                status: 0 | 1;
                                thread_id: string | null;
                                title: string;
                                type: components["schemas"]["TodoType"];
                            }[];
                            last_page: number;
                            per_page: number;
                            total: number;
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberProfileController_counters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["UnreadCounters"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberAuthController_refresh: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            access_token: string;
                            expires_in: number;
                            role: components["schemas"]["AccountRole"];
                            /** @enum {string} */
                            token_type: "Bearer";
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    PropertySearchController_topPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TopPage"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    UserContractsController_list: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PageContractHistoryItem"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    UserContractsController_paymentOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractPaymentOptions"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    UserContractsController_state: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberContractState"];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    MemberAuthController_withdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description 操作ごとに 1 つの一意な値（UUID など、空白を含まない 1〜255 文字）。ログイン中の呼び出しでは、同じ値と同じ内容の再送には最初の応答を返し、書き込みは 1 回だけです。同じ値で内容が異なると 422、最初の処理中は 409。値は 24 時間保持されます。 */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawDto"];
            };
        };
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown|null} */
                        data: null;
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    ArticlesController_top: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 誤った入力・権限なし・見つからない・競合など（message に理由、入力の誤りは errors に項目ごと） */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorEnvelope"];
                };
            };
            /** @description 成功 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ArticleSummary"][];
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
}
