<?php
var_dump(connection_status(), connection_aborted());
var_dump(CONNECTION_NORMAL, CONNECTION_ABORTED, CONNECTION_TIMEOUT);
var_dump(ignore_user_abort());
var_dump(ignore_user_abort(true));
var_dump(ignore_user_abort());
var_dump(ignore_user_abort(null));
var_dump(ignore_user_abort(false));
var_dump(ignore_user_abort());
var_dump(set_time_limit(0));
